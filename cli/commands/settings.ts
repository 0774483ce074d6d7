// valet settings show | set <key> <value>   (site_settings: holiday pop-up and banner texts and codes)
import type { Command } from "commander";
import { SITE_SETTING_DEFINITIONS, isSiteSettingKey, type SiteSettingKey } from "@shared/site-settings.ts";
import { NotFound } from "@server/services/domain-errors.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { isConfigKey } from "@cli/config-keys.ts";
import { UsageError } from "@cli/errors.ts";
import { headers } from "@cli/labels.ts";
import { createOutput, type Output } from "@cli/output.ts";
import { InvalidValue, invalidValueMessage } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { SETTING_KEY_NAMES, readSettingValue, settingAccepts, settingKind } from "@cli/setting-keys.ts";
import { renderTable } from "@cli/table.ts";

const keyList = SETTING_KEY_NAMES.map((key) => `  ${key.padEnd(28)} ${settingAccepts(key)}`).join("\n");

/** A pop-up or banner advertising a code customers cannot use is worth a warning. */
async function warnIfCouponUnusable(runtime: Runtime, out: Output, key: SiteSettingKey, code: string): Promise<void> {
  if (settingKind(key) !== "code") return;
  try {
    const coupon = await (await runtime.admin()).coupons.get(code);
    if (coupon.status !== "active") out.warn(`coupon ${code} is not usable now (${coupon.status}); see valet coupons show ${code}`);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    out.warn(`no coupon ${code} exists yet; add it with: valet coupons add ${code} --amount N`);
  }
}

export function registerSettingsCommands(program: Command, runtime: Runtime): void {
  const settings = program.command("settings").description("site settings: the holiday pop-up's and banner's texts, dates and coupon codes");
  examples(settings, "valet settings show", 'valet settings set holiday_popup_title "חג שמח!"');

  const show = settings.command("show").description("show every setting, marking those still at their default");
  withJson(show);
  examples(show, "valet settings show", "valet settings show --json");
  show.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await runtime.admin()).site.settings();
    out.result(Object.fromEntries(rows.map((row) => [row.key, row.value])), () =>
      renderTable(
        rows,
        [
          { header: headers.key, value: (row) => row.key },
          { header: headers.value, value: (row) => (row.value === "" ? "none" : row.value) },
          { header: "ברירת מחדל", value: (row) => (row.isDefault ? "✓" : "") },
        ],
        out.tableOptions,
      ),
    );
  });

  const set = settings
    .command("set")
    .description("change one setting; the site shows it on the next page load")
    .argument("<key>", "one of the keys below")
    .argument("<value>", "the new value (quote texts with spaces)")
    .allowUnknownOption()
    .addHelpText("after", `\nKeys:\n${keyList}`);
  withJson(set);
  examples(
    set,
    'valet settings set holiday_banner_title "חג שמח!"',
    "valet settings set holiday_banner_coupon_code pesach40",
    "valet settings set holiday_banner_enabled true",
    "valet settings set holiday_banner_to none --json",
  );
  set.action(async (key: string, raw: string, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (!isSiteSettingKey(key)) {
      const hint = isConfigKey(key) ? ` (${key} is a config key: use valet config set)` : "";
      throw new UsageError(`unknown setting "${key}"${hint}; valid keys: ${SETTING_KEY_NAMES.join(", ")}`);
    }
    let value: string;
    try {
      value = readSettingValue(key, raw);
    } catch (error) {
      if (error instanceof InvalidValue) throw new UsageError(invalidValueMessage(key, raw, error.message));
      throw error;
    }
    const check = SITE_SETTING_DEFINITIONS[key].schema.safeParse(value);
    if (!check.success) throw new UsageError(invalidValueMessage(key, raw, check.error.issues[0]?.message ?? "not accepted"));
    const site = (await runtime.admin()).site;
    const previous = (await site.settings()).find((row) => row.key === key)!.value;
    const stored = await site.setSetting(key, value);
    await warnIfCouponUnusable(runtime, out, key, stored.value);
    const shown = (value: string) => (value === "" ? "none" : `"${out.text(value)}"`);
    out.result({ key, value: stored.value, previous }, () =>
      previous === stored.value ? `${key} is already ${shown(stored.value)}` : `${key}: ${shown(previous)} → ${shown(stored.value)}`,
    );
  });
}
