// Hebrew text of the crew page (product.md §17, docs/decisions/031): the day's list, the handover forms, the
// confirmation far from the planned time, the one before a no-show (docs/decisions/037) and the list of what is not sent yet.
// Written for a representative at the kerb: short, plural imperative as the rest of
// the site (site.ts). Field refusals are the API's own (service.ts).
import type { FarFromPlanned } from "@shared/far-from-planned.ts";
import { formatShekels } from "@shared/format-he.ts";

/** "שעה", "שעתיים", "5 שעות": after "לפני" or "ב־", as Hebrew says them. */
function hoursWord(hours: number): string {
  return hours === 1 ? "שעה" : hours === 2 ? "שעתיים" : `${hours} שעות`;
}

/** "והחזרה אחת", "ו־2 החזרות": "and" before a word, and before a number. */
function withAnd(phrase: string): string {
  return /^\d/.test(phrase) ? `ו־${phrase}` : `ו${phrase}`;
}

/** "איסוף אחד", "3 איסופים"; "החזרה אחת", "2 החזרות". */
function countOf(count: number, one: string, many: string): string {
  return count === 1 ? one : `${count} ${many}`;
}

export type PhotoSide = "front" | "back" | "right" | "left";

export const crewPageMessages = {
  title: "משימות היום",
  daysLead: (first: string, last: string) => (first === last ? `איסופים והחזרות של ${first}, לפי השעה.` : `איסופים והחזרות, ${first} ו־${last}, לפי השעה.`),
  empty: "אין איסופים או החזרות להיום ולמחר.",
  refresh: "רענון",
  refreshFailed: "לא הצלחנו לרענן את הרשימה. מוצגת הרשימה האחרונה שנטענה.",
  kinds: { pickup: "איסוף", return: "החזרה" } as const,
  overdue: "באיחור",
  flight: "טיסה",
  terminal: "טרמינל",
  plate: "מספר רכב",
  call: "חיוג",
  whatsapp: "וואטסאפ",
  extras: "לביצוע",
  /** The card's cash box (docs/decisions/031): what is still to collect, what was taken, or paid. */
  cash: {
    toCollect: (amount: number) => `לגבות במזומן: ${formatShekels(amount)}`,
    collectedAndRemaining: (collected: number, remaining: number) => `נגבו ${formatShekels(collected)}, נותרו לגבות ${formatShekels(remaining)}`,
    paid: (collected: number) => (collected > 0 ? `שולם: נגבו ${formatShekels(collected)} במזומן` : "שולם"),
    collected: (amount: number) => `נגבו ${formatShekels(amount)} במזומן`,
  },
  unpaidCard: "התשלום בכרטיס לא הושלם",
  parkedAt: (bay: string, keyHook: string) => `חונה ב־${bay}, מפתח בוו ${keyHook}`,
  pendingMark: "ממתין לשליחה",
  actions: {
    pickup: "קיבלתי את הרכב",
    parked: "הרכב חונה",
    returning: "יצאתי ללקוח",
    return: "הרכב הוחזר",
    noShow: "הלקוח לא הגיע",
  } as const,
  /** A return's card before the car was collected: nothing to do on it yet. */
  waitingForPickup: "הרכב עוד לא נאסף. הפעולות של ההחזרה יופיעו כאן אחרי האיסוף.",
  /** The work list: what comes next, the tabs, and the search. */
  nextUp: {
    title: "הבא בתור",
    left: (pickups: number, returns: number) => {
      const pickupsLeft = countOf(pickups, "איסוף אחד", "איסופים");
      const returnsLeft = countOf(returns, "החזרה אחת", "החזרות");
      if (pickups > 0 && returns > 0) return `נותרו ${pickupsLeft} ${withAnd(returnsLeft)}.`;
      if (pickups === 1) return "נותר איסוף אחד.";
      if (returns === 1) return "נותרה החזרה אחת.";
      return `נותרו ${pickups > 0 ? pickupsLeft : returnsLeft}.`;
    },
    allDone: "כל האיסופים וההחזרות ברשימה בוצעו.",
    show: "לכרטיס",
  },
  tabs: {
    label: "סוג המשימה",
    pickup: (count: number) => `איסופים (${count})`,
    return: (count: number) => `החזרות (${count})`,
    done: (count: number) => `בוצעו (${count})`,
    empty: { pickup: "אין איסופים שממתינים.", return: "אין החזרות שממתינות.", done: "עוד לא בוצעו משימות." },
  },
  search: {
    label: "חיפוש לפי מספר רכב או מספר הזמנה",
    found: (count: number) => (count === 0 ? "לא נמצאו איסופים או החזרות." : count === 1 ? "נמצאה משימה אחת." : `נמצאו ${count} משימות.`),
  },
  form: {
    pickupTitle: (plate: string) => `קבלת הרכב ${plate}`,
    returnTitle: (plate: string) => `החזרת הרכב ${plate}`,
    parkedTitle: (plate: string) => `חניית הרכב ${plate}`,
    odometer: "מד קילומטרים (ק״מ)",
    fuel: "מפלס דלק (בשמיניות: 0 ריק, 8 מלא)",
    battery: "סוללה (%)",
    gauge: "דלק או סוללה",
    fuelCar: "דלק",
    electric: "רכב חשמלי (סוללה)",
    electricFromBooking: "לפי ההזמנה זה רכב חשמלי.",
    cashDue: (amount: number) => `לגבות עכשיו: ${formatShekels(amount)}`,
    keys: "מספר מפתחות",
    damage: "נזקים שנראו (לא חובה)",
    cash: "מזומן שנגבה (₪, לא חובה)",
    bay: "אזור או מקום חניה",
    keyHook: "מספר וו למפתח",
    photosTitle: "תמונות הרכב",
    photosRequired: "צלמו את ארבעת צדי הרכב לפני השליחה.",
    photosOptional: "תמונות (לא חובה)",
    sides: { front: "חזית", back: "אחור", right: "צד ימין", left: "צד שמאל" } satisfies Record<PhotoSide, string>,
    /** Under the side's name on its camera button. */
    take: "צילום",
    retake: "צילום מחדש",
    extra: "תמונה נוספת (לוח שעונים, נזק)",
    extraCount: (count: number) => (count === 1 ? "תמונה נוספת אחת" : `${count} תמונות נוספות`),
    extraAlt: (index: number) => `תמונה נוספת ${index}`,
    removeExtra: (index: number) => `הסרת תמונה נוספת ${index}`,
    /** On the disabled send button: the sides still to photograph. */
    missing: (sides: readonly string[]) => `חסרות: ${sides.join(", ")}`,
    /** A pickup reopened after a refusal: its photos went ahead of it. */
    photosSent: "התמונות שצולמו כבר נשלחו. אפשר להוסיף עוד.",
    /** The server refused what was sent: the form is open again with its reason. */
    refused: (reason: string) => `לא נשמר: ${reason}`,
    photoUnreadable: "לא הצלחנו לקרוא את התמונה. צלמו שוב.",
    send: "שמירה ושליחה",
    cancel: "ביטול",
    kmDriven: (km: number) => `נסיעה: ${km} ק״מ`,
    overKm: (limit: number) => `יותר מ־${limit} ק״מ שמותרים בתנאי השירות. דווחו למשרד.`,
  },
  /** A second tap before a no-show: it ends the booking's service, and only the office can undo it (docs/decisions/037). */
  confirmNoShow: {
    title: "הלקוח לא הגיע?",
    body: (time: string, plate: string) =>
      `לרשום שהלקוח לא הגיע לאיסוף שנקבע ל־${time} (מספר רכב ${plate})? אחרי הרישום אי אפשר לרשום איסוף בהזמנה הזו. אם זו טעות, פנו למשרד.`,
    late: (hours: number) => `המועד המתוכנן עבר לפני ${hoursWord(hours)}.`,
    yes: "כן, הלקוח לא הגיע",
    no: "חזרה",
  },
  confirm: {
    title: "לרשום בכל זאת?",
    body: (far: FarFromPlanned, action: string) =>
      `״${action}״ ${far.early ? "מוקדם" : "מאוחר"} ב${far.hours > 2 ? "־" : ""}${hoursWord(far.hours)} מהמועד המתוכנן בהזמנה. לרשום בכל זאת?`,
    yes: "כן, לרשום",
    no: "חזרה",
  },
  outbox: {
    title: (count: number) => `עוד לא נשלח (${count})`,
    allSent: "הכל נשלח",
    retry: "לנסות לשלוח עכשיו",
    remove: "הסרה",
    refused: "נדחה",
    photo: (side: string, orderNumber: number) => `תמונה (${side}) להזמנה ${orderNumber}`,
    move: (action: string, orderNumber: number) => `${action}, הזמנה ${orderNumber}`,
    /** A move without a form (on the way, did not come) that the server refused: said once, never sent again. */
    refusedTitle: "לא נשמר",
    dismiss: "הבנתי",
  },
} as const;
