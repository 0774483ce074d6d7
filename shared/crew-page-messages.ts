// Hebrew text of the crew page (product.md §17, docs/decisions/031): the day's list, the handover forms, the
// confirmation far from the planned time and the list of what is not sent yet.
// Written for a representative at the kerb: short, plural imperative as the rest of
// the site (messages.ts). Field refusals are the API's own (service-messages.ts).
import type { FarFromPlanned } from "./far-from-planned.ts";

export type PhotoSide = "front" | "back" | "right" | "left";

export const crewPageMessages = {
  title: "משימות היום",
  daysLead: (today: string, tomorrow: string) => `איסופים והחזרות, ${today} ו־${tomorrow}, לפי השעה.`,
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
  cashToCollect: (amount: number) => `לגבות במזומן: ${amount} ₪`,
  unpaidCard: "התשלום בכרטיס לא הושלם",
  parkedAt: (bay: string, keyHook: string) => `חונה ב־${bay}, מפתח בוו ${keyHook}`,
  pendingMark: "ממתין לשליחה",
  actions: {
    pickup: "קיבלתי את הרכב",
    parked: "הרכב חונה",
    returning: "יוצא ללקוח",
    return: "הרכב הוחזר",
    noShow: "הלקוח לא הגיע",
  } as const,
  form: {
    pickupTitle: (plate: string) => `קבלת הרכב ${plate}`,
    returnTitle: (plate: string) => `החזרת הרכב ${plate}`,
    parkedTitle: (plate: string) => `חניית הרכב ${plate}`,
    odometer: "מד קילומטרים (ק״מ)",
    fuel: "מפלס דלק (בשמיניות: 0 ריק, 8 מלא)",
    battery: "סוללה (%)",
    electric: "רכב חשמלי",
    keys: "מספר מפתחות",
    damage: "נזקים שנראו (לא חובה)",
    cash: "מזומן שנגבה (₪, לא חובה)",
    bay: "אזור או מקום חניה",
    keyHook: "מספר וו למפתח",
    photosTitle: "תמונות הרכב",
    photosRequired: "צלמו את ארבעת צדי הרכב לפני השליחה.",
    photosOptional: "תמונות (לא חובה)",
    sides: { front: "חזית", back: "אחור", right: "צד ימין", left: "צד שמאל" } satisfies Record<PhotoSide, string>,
    take: (what: string) => `צילום ${what}`,
    retake: (what: string) => `צילום ${what} מחדש`,
    extra: "תמונה נוספת (לוח שעונים, נזק)",
    extraCount: (count: number) => `${count} תמונות נוספות`,
    photoUnreadable: "לא הצלחנו לקרוא את התמונה. צלמו שוב.",
    send: "שמירה ושליחה",
    cancel: "ביטול",
    kmDriven: (km: number) => `נסיעה: ${km} ק״מ`,
    overKm: (limit: number) => `יותר מ־${limit} ק״מ שמותרים בתנאי השירות. דווחו למשרד.`,
  },
  confirm: {
    title: "לרשום בכל זאת?",
    body: (far: FarFromPlanned, action: string) =>
      `״${action}״ ${far.early ? "מוקדם" : "מאוחר"} ב־${far.hours} שעות מהמועד המתוכנן בהזמנה. לרשום בכל זאת?`,
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
  },
} as const;
