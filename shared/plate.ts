// An Israeli licence plate as it is painted on the car and read at the kerb
// (product.md §17): seven digits NN-NNN-NN (12-345-67), eight digits NNN-NN-NNN
// (123-45-678). The booking keeps what the traveller typed (digits, or with dashes
// or spaces); anything that is not seven or eight digits is shown as typed.

/** The plate's digits alone ("12-345-67" → "1234567"). */
export function plateDigits(plate: string): string {
  return plate.replace(/\D/g, "");
}

/** '12-345-67', '123-45-678'; another length or a plate with letters, as typed (trimmed). */
export function formatPlate(plate: string): string {
  const trimmed = plate.trim();
  if (/[^\d\s\-־.]/.test(trimmed)) return trimmed;
  const digits = plateDigits(trimmed);
  if (digits.length === 7) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  if (digits.length === 8) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  return trimmed;
}
