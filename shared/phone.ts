// Israeli phone numbers as people type them: '050-123 4567', '(03) 123-4567',
// '+972 50 123 4567', '00972501234567'. Stored in the national form, digits only.

const MOBILE = /^05\d{8}$/;
/** 07X numbers are ten digits too (VoIP lines, common for businesses). */
const VOIP = /^07\d{8}$/;
/** Landlines: area codes 02, 03, 04, 08, 09 and seven digits. */
const LANDLINE = /^0[23489]\d{7}$/;

/** The national form ('0501234567', '031234567') or null when it is not Israeli. */
export function normalizeIsraeliPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s\-().]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") || digits.startsWith("00972") || digits.startsWith("972");
  if (international) {
    digits = digits.replace(/^(00)?972/, "");
    if (digits.length === trimmed.replace(/\D/g, "").length) return null;
    // '+972 (0)50…' keeps a trunk zero some people write after the country code.
    if (!digits.startsWith("0")) digits = `0${digits}`;
  }
  return MOBILE.test(digits) || VOIP.test(digits) || LANDLINE.test(digits) ? digits : null;
}

export function isIsraeliPhone(input: string): boolean {
  return normalizeIsraeliPhone(input) !== null;
}
