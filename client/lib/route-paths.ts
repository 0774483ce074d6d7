// Route tests the chrome needs; paths match case-insensitively (/Booking is /booking).

export function isBookingPath(pathname: string): boolean {
  return /^\/booking\/?$/i.test(pathname);
}

export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "";
}
