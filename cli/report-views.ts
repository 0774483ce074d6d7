// `valet reports day` as the operator reads it (docs/decisions/029, 036): its tables on
// screen, or one CSV whose first column names the section, so a spreadsheet can
// filter it. Data in Hebrew, as the manifest (docs/decisions/007).
import { SERVICE_TERMS, TERMINAL_LABELS } from "@shared/constants.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import type { DayReport, FailedDocument, NoShow, OverdueCar, OverKmReturn, RepresentativeDay } from "@server/services/admin/day-report.ts";
import { taxDocumentKindLabels } from "./labels.ts";
import { carText, fullName } from "./booking-views.ts";
import { toCsv } from "./csv.ts";
import { licence, localDateTime, money, phone, weekdayName } from "./format.ts";
import { startOfDay } from "./parse-args.ts";
import { renderTable, type Column, type TableOptions } from "./table.ts";

const OFFICE = "המשרד";

const reportText = {
  title: (date: string, weekday: string) => `יום העבודה ${weekday} ${date}`,
  representatives: "נציגים",
  overKm: `החזרות שנסעו יותר מ-${SERVICE_TERMS.maxDrivingKm} ק״מ`,
  noShows: "לקוחות שלא הגיעו",
  overdue: "רכבים שעדיין אצלנו ומועד ההחזרה שלהם עבר",
  documents: (receipts: number, receiptsTotal: string, credits: number, creditsTotal: string) =>
    `מסמכי מס שהופקו: חשבוניות מס קבלה ${receipts} (${receiptsTotal}) · חשבוניות זיכוי ${credits} (${creditsTotal})`,
  failedDocuments: "מסמכי מס שלא הופקו (valet invoices retry)",
  none: "אין",
  totals: (pickups: number, returns: number, expected: string, collected: string) =>
    `סה״כ: איסופים ${pickups} · החזרות ${returns} · מזומן צפוי ${expected} · מזומן שנגבה ${collected}`,
} as const;

const h = {
  section: "סעיף",
  representative: "נציג",
  pickups: "איסופים",
  returns: "החזרות",
  expected: "מזומן צפוי",
  collected: "מזומן שנגבה",
  order: "הזמנה",
  name: "שם",
  phone: "טלפון",
  car: "רכב",
  licence: "רישוי",
  km: "ק״מ",
  when: "מועד",
  terminal: "טרמינל",
  by: "על ידי",
  status: "מצב השירות",
  parking: "חניה",
  document: "מסמך",
  kind: "סוג",
  amount: "סכום",
  error: "שגיאה",
} as const;

const failedDocumentColumns: Column<FailedDocument>[] = [
  { header: h.document, value: (r) => r.id, align: "end" },
  { header: h.order, value: (r) => r.orderNumber, align: "end" },
  { header: h.kind, value: (r) => taxDocumentKindLabels[r.kind] },
  { header: h.amount, value: (r) => money(r.amount), align: "end" },
  { header: h.when, value: (r) => localDateTime(r.createdAt) },
  { header: h.error, value: (r) => r.lastError ?? "" },
];

const representativeName = (row: RepresentativeDay) => (row.crewMemberId === null ? OFFICE : (row.name ?? `#${row.crewMemberId}`));
const parkingText = (car: OverdueCar) => (car.parking ? `${car.parking.bay} · וו ${car.parking.key_hook}` : "—");

const representativeColumns: Column<RepresentativeDay>[] = [
  { header: h.representative, value: representativeName },
  { header: h.pickups, value: (r) => r.pickups, align: "end" },
  { header: h.returns, value: (r) => r.returns, align: "end" },
  { header: h.expected, value: (r) => money(r.cashExpected), align: "end" },
  { header: h.collected, value: (r) => money(r.cashCollected), align: "end" },
];

const overKmColumns: Column<OverKmReturn>[] = [
  { header: h.order, value: (r) => r.orderNumber, align: "end" },
  { header: h.name, value: fullName },
  { header: h.car, value: carText },
  { header: h.licence, value: (r) => licence(r.licenseNumber) },
  { header: h.km, value: (r) => r.kmDriven, align: "end" },
  { header: h.when, value: (r) => localDateTime(r.returnedAt) },
  { header: h.by, value: (r) => r.returnedBy ?? "—" },
];

const noShowColumns: Column<NoShow>[] = [
  { header: h.order, value: (r) => r.orderNumber, align: "end" },
  { header: h.name, value: fullName },
  { header: h.phone, value: (r) => phone(r.phone) },
  { header: h.when, value: (r) => localDateTime(r.departureAt) },
  { header: h.terminal, value: (r) => TERMINAL_LABELS[r.terminal] },
  { header: h.by, value: (r) => r.markedBy ?? "—" },
];

const overdueColumns: Column<OverdueCar>[] = [
  { header: h.order, value: (r) => r.orderNumber, align: "end" },
  { header: h.name, value: fullName },
  { header: h.phone, value: (r) => phone(r.phone) },
  { header: h.licence, value: (r) => licence(r.licenseNumber) },
  { header: h.when, value: (r) => localDateTime(r.arrivalAt) },
  { header: h.status, value: (r) => serviceMessages.statusLabels[r.serviceStatus] },
  { header: h.parking, value: parkingText },
];

function section<T>(title: string, rows: readonly T[], columns: Column<T>[], options: TableOptions): string {
  return `${title}\n${rows.length ? renderTable(rows, columns, options) : reportText.none}`;
}

export function renderDayReport(report: DayReport, options: TableOptions): string {
  const { totals } = report;
  return [
    reportText.title(report.date, weekdayName(startOfDay(report.date))),
    "",
    section(reportText.representatives, report.representatives, representativeColumns, options),
    reportText.totals(totals.pickups, totals.returns, money(totals.cashExpected), money(totals.cashCollected)),
    "",
    section(reportText.overKm, report.overKmLimit, overKmColumns, options),
    "",
    section(reportText.noShows, report.noShows, noShowColumns, options),
    "",
    section(reportText.overdue, report.overdue, overdueColumns, options),
    "",
    reportText.documents(
      report.documents.invoiceReceipts.count,
      money(report.documents.invoiceReceipts.total),
      report.documents.creditNotes.count,
      money(report.documents.creditNotes.total),
    ),
    section(reportText.failedDocuments, report.documents.failed, failedDocumentColumns, options),
  ].join("\n");
}

/** One table: the section, then the columns each section fills; money and km as plain numbers. */
export function dayReportCsv(report: DayReport): string {
  const header = [h.section, h.representative, h.pickups, h.returns, h.expected, h.collected, h.order, h.name, h.phone, h.licence, h.km, h.when, h.status];
  const blank = (count: number) => Array<string>(count).fill("");
  const rows = [
    ...report.representatives.map((r) => [reportText.representatives, representativeName(r), r.pickups, r.returns, r.cashExpected, r.cashCollected, ...blank(7)]),
    ...report.overKmLimit.map((r) => [reportText.overKm, r.returnedBy ?? "", ...blank(4), r.orderNumber, fullName(r), r.phone, r.licenseNumber, r.kmDriven, localDateTime(r.returnedAt), ""]),
    ...report.noShows.map((r) => [reportText.noShows, r.markedBy ?? "", ...blank(4), r.orderNumber, fullName(r), r.phone, r.licenseNumber, "", localDateTime(r.departureAt), serviceMessages.statusLabels.no_show]),
    ...report.overdue.map((r) => [reportText.overdue, ...blank(5), r.orderNumber, fullName(r), r.phone, r.licenseNumber, "", localDateTime(r.arrivalAt), serviceMessages.statusLabels[r.serviceStatus]]),
    ...report.documents.failed.map((r) => [reportText.failedDocuments, ...blank(5), r.orderNumber, "", "", "", "", localDateTime(r.createdAt), taxDocumentKindLabels[r.kind]]),
  ];
  return toCsv(header, rows);
}
