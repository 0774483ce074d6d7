// The day's manifest as the representatives read it: a table on screen, CSV for
// a spreadsheet or a printout. Same columns, same order, in both.
import { PAYMENT_METHOD_LABELS, TERMINAL_LABELS } from "@shared/constants.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { toLocalParts } from "@shared/jerusalem-time.ts";
import type { Manifest, ManifestEntry } from "@server/services/admin/manifest.ts";
import { carText, extraLabels, fullName } from "./booking-views.ts";
import { toCsv } from "./csv.ts";
import { licence, money, phone, weekdayName } from "./format.ts";
import { landingTime } from "./flight-views.ts";
import { collectLabels, flightHeaders, flightStatusLabels, headers, manifestKindLabels, manifestText, paymentStatusLabels } from "./labels.ts";
import { startOfDay } from "./parse-args.ts";
import { renderTable, type Column, type TableOptions } from "./table.ts";

function collectText(entry: ManifestEntry): string {
  if (entry.cashToCollect > 0) return money(entry.cashToCollect);
  if (entry.unpaidCard) return collectLabels.unpaidCard;
  return entry.paymentStatus === "completed" ? collectLabels.paid : collectLabels.nothing;
}

const columns: Column<ManifestEntry>[] = [
  { header: headers.time, value: (e) => e.localTime },
  { header: headers.kind, value: (e) => manifestKindLabels[e.kind] },
  { header: headers.terminal, value: (e) => TERMINAL_LABELS[e.terminal] },
  { header: headers.flight, value: (e) => e.flightNumber },
  { header: headers.order, value: (e) => e.orderNumber, align: "end" },
  { header: headers.name, value: fullName },
  { header: headers.phone, value: (e) => phone(e.phone) },
  { header: headers.car, value: carText },
  { header: headers.licence, value: (e) => licence(e.licenseNumber) },
  { header: headers.extras, value: (e) => extraLabels(e.extras) },
  { header: headers.collect, value: collectText },
];

/** Where each car is and the cash already taken (docs/decisions/029): after the rest, so older CSV columns keep their places. */
const serviceColumns: Column<ManifestEntry>[] = [
  { header: headers.collected, value: (e) => (e.cashCollected > 0 ? money(e.cashCollected) : collectLabels.nothing) },
  { header: headers.serviceStatus, value: (e) => serviceMessages.statusLabels[e.serviceStatus] },
];

/** A return's flight on the airport's board (docs/decisions/034): last, for the same reason. */
const flightColumns: Column<ManifestEntry>[] = [
  { header: flightHeaders.flightStatus, value: (e) => (e.flight ? flightStatusLabels[e.flight.status] : "") },
  { header: flightHeaders.landing, value: (e) => (e.flight && e.flight.status !== "not_tracked" ? landingTime(e.flight, toLocalParts(e.at).date) : "") },
];

export function renderManifest(manifest: Manifest, options: TableOptions): string {
  const title = manifestText.title(manifest.date, weekdayName(startOfDay(manifest.date)));
  if (manifest.entries.length === 0) return `${title}\n\n${manifestText.empty}`;
  const { totals } = manifest;
  const lines = [title, "", renderTable(manifest.entries, [...columns, ...serviceColumns, ...flightColumns], options), "", manifestText.summary(totals.pickups, totals.returns, money(totals.cashToCollect))];
  if (totals.unpaidCards > 0) lines.push(manifestText.unpaidCards(totals.unpaidCards));
  return lines.join("\n");
}

export function manifestCsv(manifest: Manifest): string {
  const header = [
    headers.date,
    ...columns.slice(0, -1).map((column) => column.header),
    "אמצעי תשלום",
    "סטטוס תשלום",
    "מזומן לגבייה",
    "הערה",
    "מזומן שנגבה",
    headers.serviceStatus,
    ...flightColumns.map((column) => column.header),
  ];
  const rows = manifest.entries.map((entry) => [
    manifest.date,
    ...columns.slice(0, -1).map((column) => column.value(entry)),
    PAYMENT_METHOD_LABELS[entry.paymentMethod],
    paymentStatusLabels[entry.paymentStatus],
    entry.cashToCollect,
    entry.unpaidCard ? collectLabels.unpaidCard : "",
    entry.cashCollected,
    serviceMessages.statusLabels[entry.serviceStatus],
    ...flightColumns.map((column) => column.value(entry)),
  ]);
  return toCsv(header, rows);
}
