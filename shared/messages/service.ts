// Hebrew text of the service day (product.md §17, docs/decisions/029): the service
// statuses, why a move is refused, the handover forms' field messages, and the
// order page's refusals once the car is with us. Same voice as site.ts.
import { formatIsoDateHe, formatWholeNumberHe } from "@shared/format-he.ts";
import type { ServiceStatus } from "@shared/service-status.ts";

/** The car's state, short: the crew page, the manifest, the traveller's timeline. */
const statusLabels: Readonly<Record<ServiceStatus, string>> = {
  booked: "ממתין לאיסוף",
  picked_up: "נאסף",
  parked: "חונה",
  returning: "בדרך ללקוח",
  returned: "הוחזר",
  no_show: "לא הגיע",
  cancelled: "בוטל",
};

/** Each move as the step the crew records. */
const stepLabels: Readonly<Record<ServiceStatus, string>> = {
  booked: "הזמנה",
  picked_up: "איסוף הרכב",
  parked: "חניית הרכב",
  returning: "הרכב בדרך ללקוח",
  returned: "החזרת הרכב",
  no_show: "הלקוח לא הגיע",
  cancelled: "ביטול ההזמנה",
};

/** Where nothing more can happen, the reason says why rather than what comes next. */
const finished: Partial<Record<ServiceStatus, string>> = {
  returned: "הרכב כבר הוחזר ללקוח, ואין מה לעדכן בהזמנה.",
  no_show: "ההזמנה סומנה ״הלקוח לא הגיע״, ואין מה לעדכן בה.",
  cancelled: "ההזמנה בוטלה, ואין מה לעדכן בה.",
};

export const serviceMessages = {
  statusLabels,
  stepLabels,
  /** A move out of order: what must come first, or why nothing can. */
  outOfOrder(from: ServiceStatus, to: ServiceStatus, next: ServiceStatus | null): string {
    const done = finished[from];
    if (done) return done;
    if (from !== "booked" && (to === "no_show" || to === "cancelled")) return `הרכב כבר נאסף, ולכן אי אפשר לרשום ״${stepLabels[to]}״.`;
    return `עוד לא נרשם ״${stepLabels[next ?? from]}״, ולכן אי אפשר לרשום ״${stepLabels[to]}״.`;
  },
  /** A pickup or a no-show of a booking whose planned pickup is not yesterday, today or tomorrow (docs/decisions/037). */
  outsideCrewDays: (plannedDate: string) =>
    `האיסוף בהזמנה הזו מתוכנן לתאריך ${formatIsoDateHe(plannedDate)}. אפשר לרשום איסוף או ״הלקוח לא הגיע״ רק בהזמנות של אתמול, היום ומחר. לבירור פנו למשרד.`,
  /** A no-show before the booking's planned pickup time (docs/decisions/037). */
  noShowBeforePickup: (date: string, time: string) =>
    `עוד לא הגיע מועד האיסוף (${formatIsoDateHe(date)} בשעה ${time}). אפשר לרשום ״הלקוח לא הגיע״ רק מהמועד הזה ואילך.`,
  /** The operator's `valet bookings status --set` asking for a status other than the one before the latest move (docs/decisions/037). */
  undoRefused(status: ServiceStatus, allowed: ServiceStatus | null): string {
    if (status === "cancelled") return "ההזמנה בוטלה, ואת הביטול אי אפשר להחזיר. אפשר להזמין מחדש.";
    if (!allowed) return "אין בהזמנה הזו שלב שאפשר להחזיר.";
    return `אפשר להחזיר את ההזמנה רק למצב שלפני השלב האחרון: ״${statusLabels[allowed]}״.`;
  },
  /** The same step sent again with other details: the first record stands. */
  alreadyRecorded: (to: ServiceStatus) => `״${stepLabels[to]}״ כבר נרשם עם פרטים אחרים. לתיקון פנו למשרד.`,
  /** The order page once the car is with us (docs/decisions/029). */
  cancelAfterPickup: "הרכב כבר נאסף, ולכן אי אפשר לבטל את ההזמנה. לבירור התקשרו אלינו.",
  cancelAfterNoShow: "ההזמנה סומנה ״הלקוח לא הגיע״, ולכן אי אפשר לבטל אותה. לבירור התקשרו אלינו.",
  returnOnly: "הרכב כבר אצלנו: אפשר לשנות רק את פרטי החזרה (תאריך, שעה, טרמינל ומספר טיסה).",
  changeAfterService: "הרכב כבר הוחזר, ולכן אי אפשר לשנות את ההזמנה. לבירור התקשרו אלינו.",
  changeAfterNoShow: "ההזמנה סומנה ״הלקוח לא הגיע״, ולכן אי אפשר לשנות אותה. לבירור התקשרו אלינו.",
  cashOnCancelled: "ההזמנה בוטלה; אין בה תשלום לגבות.",
  fields: {
    odometerRequired: "יש להזין את מד הקילומטרים",
    odometer: "מד הקילומטרים הוא מספר שלם של ק״מ",
    /** Said under the return's odometer field, naming the pickup's reading as the crew reads it ('61,000'). */
    odometerBelowPickup: (km: number) => `מד הקילומטרים נמוך מקריאת האיסוף, ${formatWholeNumberHe(km)} ק״מ. בדקו את המד והקלידו שוב.`,
    fuelOrBattery: "יש להזין את מפלס הדלק, או ברכב חשמלי את אחוז הסוללה",
    fuelAndBattery: "יש להזין מפלס דלק או אחוז סוללה, לא את שניהם",
    fuel: (min: number, max: number) => `מפלס הדלק הוא מספר שמיניות, מ-${min} (ריק) עד ${max} (מלא)`,
    battery: (min: number, max: number) => `אחוז הסוללה הוא מספר שלם מ-${min} עד ${max}`,
    keysRequired: "יש להזין כמה מפתחות התקבלו",
    keys: (max: number) => `מספר המפתחות הוא מספר שלם מ-0 עד ${max}`,
    cash: (max: number) => `הסכום שנגבה הוא מספר שלם של שקלים, מ-0 עד ${max}`,
    bayRequired: "יש להזין את אזור החניה או מספר המקום",
    keyHookRequired: "יש להזין את מספר הוו שעליו נתלה המפתח",
    date: "התאריך אינו תקין (YYYY-MM-DD)",
    /** The crew's manifest outside the crew's days (docs/decisions/037). */
    crewDays: "אפשר להציג רק את המשימות של אתמול, היום ומחר.",
  },
} as const;
