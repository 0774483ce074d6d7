// Route tests the chrome needs; paths match case-insensitively (/Booking is /booking).

export function isBookingPath(pathname: string): boolean {
  return /^\/booking\/?$/i.test(pathname);
}

/** The order number of a traveller's own order page (/order/N), or null elsewhere. */
export function orderNumberOfPath(pathname: string): number | null {
  const match = /^\/order\/(\d{1,10})\/?$/i.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The result page after a booking (product.md §2.16): the traveller has just booked. */
export function isPaymentResultPath(pathname: string): boolean {
  return /^\/payment-result\/?$/i.test(pathname);
}
