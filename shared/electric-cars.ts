// Whether a booked car is electric (product.md §17): the crew's handover form then
// asks for the battery's percent instead of the fuel gauge. Known from the booking
// itself: the charging extra, or the car as the traveller typed it (free text, in
// Hebrew or in Latin letters), against a short list of the electric cars common in
// Israel. A plug-in hybrid has a tank, so it reads as fuel; a name that may be
// either (an Ioniq, a Kona, a Niro) is electric only when it says so ("EV",
// "electric", "חשמלי"). The representative can always change the choice.

/** Makers that sell only electric cars here: any of their models is electric. */
const ELECTRIC_MAKERS = ["tesla", "טסלה", "polestar", "פולסטאר", "zeekr", "זיקר", "xpeng", "אקספנג", "aiways", "איווייס", "leapmotor", "ליפמוטור", "ora", "אורה"];

/** Electric models, as they are written on the car or in Hebrew. */
const ELECTRIC_MODELS = [
  // Tesla
  "model 3", "model y", "model s", "model x", "מודל 3", "מודל y", "מודל s", "מודל x",
  // Hyundai, Kia
  "ioniq 5", "ioniq 6", "ioniq5", "ioniq6", "איוניק 5", "איוניק 6", "ev3", "ev6", "ev9", "e-niro",
  // Peugeot, Citroën, Opel, Fiat
  "e-208", "e-2008", "e208", "e2008", "e-308", "e-c4", "ë-c4", "corsa-e", "mokka-e", "500e",
  // Volkswagen, Skoda, Cupra
  "id.3", "id.4", "id.5", "id.7", "id3", "id4", "id5", "id. buzz", "enyaq", "אניאק", "born",
  // Toyota, Nissan, Renault
  "bz4x", "leaf", "ליף", "zoe", "זואי", "megane e-tech",
  // BYD, MG, Geely
  "atto 3", "אטו 3", "dolphin", "דולפין", "seal", "mg4", "marvel r", "geometry c",
  // Volvo, BMW, Mercedes, Audi, others
  "ex30", "ex40", "c40", "i3", "i4", "i5", "i7", "ix", "ix1", "ix3", "eqa", "eqb", "eqc", "eqe", "eqs", "e-tron", "taycan", "i-pace", "mach-e",
];

/** Words that say it in the name: "Kona Electric", "ZS EV", "קונה חשמלית". */
const ELECTRIC_WORDS = ["ev", "electric", "חשמלי", "חשמלית", "e-tech"];

/** Words of a hybrid, which has a tank: "Seal U DM-i", "Niro Hybrid", "XC60 PHEV". */
const HYBRID_WORDS = ["dm-i", "dm-p", "dm", "phev", "hev", "hybrid", "plug-in", "היברידי", "היברידית", "פלאג-אין"];

/** Lower case, one space between words, every kind of dash as "-". */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[‐-―־]/g, "-").replace(/\s+/g, " ").trim();
}

/** Whether `phrase` stands as whole words in `text` (not "i3" inside "i30", nor "ix" inside "ix35"). */
function hasPhrase(text: string, phrase: string): boolean {
  let from = 0;
  for (let at = text.indexOf(phrase, from); at !== -1; at = text.indexOf(phrase, from)) {
    const before = text[at - 1];
    const after = text[at + phrase.length];
    if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) return true;
    from = at + 1;
  }
  return false;
}

/** The car as booked (maker, which may be blank, and model) is a known electric car. */
export function isElectricModel(car: { manufacturer: string | null; model: string }): boolean {
  const maker = normalise(car.manufacturer ?? "");
  const model = normalise(car.model);
  const whole = `${maker} ${model}`.trim();
  if (HYBRID_WORDS.some((word) => hasPhrase(whole, word))) return false;
  if (ELECTRIC_MAKERS.some((name) => hasPhrase(whole, name))) return true;
  return [...ELECTRIC_MODELS, ...ELECTRIC_WORDS].some((name) => hasPhrase(whole, name));
}

/** A booking's car is electric: the charging extra was booked, or the car is a known electric one. */
export function isElectricBooking(booking: { extras: readonly string[]; car: { manufacturer: string | null; model: string } }): boolean {
  return booking.extras.includes("charge") || isElectricModel(booking.car);
}
