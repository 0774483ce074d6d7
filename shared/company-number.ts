// The number a tax document is made out to (docs/decisions/036): a company's ח.פ. or a
// licensed dealer's ע.מ., 9 digits whose last is a check digit. Both use the Israeli
// ID number's algorithm (a licensed dealer's ע.מ. is often their own ID number).
// Pure and free of zod: the booking form checks with it before its schema loads.

const LENGTH = 9;

/**
 * True for 9 digits whose check digit matches: weights 1, 2, 1, 2… from the left, a
 * product above 9 counts as the sum of its digits, and the total divides by 10.
 * All zeros passes that sum but names nobody: it is what is typed to get past the
 * field, and a document made out to it would be wrong, so it is refused.
 */
export function isValidCompanyNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < LENGTH; index++) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 1 : 2);
    total += product > 9 ? product - 9 : product;
  }
  return total % 10 === 0;
}
