// The daily purge (docs/decisions/024, 042): a crontab entry of the server's job
// runner, so one process runs it however many there are. 00:30 UTC is 02:30 or
// 03:30 in Israel, the quietest hour; a day the site was down at that hour is made
// up when it next starts (fill=1d). A failed run is retried with backoff, 8
// attempts over more than an hour. The same run clears the job queue's own
// leftovers: jobs that failed for good, and their unused names.
import type { Logger } from "@server/logger.ts";
import type { PrivacyService, PurgeReport } from "./index.ts";

export const PURGE_CRONTAB = "30 0 * * * privacy_purge ?fill=1d&max=8";

export function createPurgeTask(deps: { privacy: PrivacyService; logger: Logger; cleanUpJobs: () => Promise<void> }) {
  /** The `privacy_purge` task. */
  return async function purge(): Promise<PurgeReport> {
    const report = await deps.privacy.purge();
    deps.logger.info({ counts: report.counts }, "privacy purge done");
    await deps.cleanUpJobs();
    return report;
  };
}
