// Flight numbers as travellers type them and as the airport's board lists them.
// The booking keeps what the traveller typed (`flight_number`, docs/product.md §3.1,
// upper-case letters and digits); the board splits it into CHOPER (airline
// code) and CHFLTN (number). Both sides go through the same normalisation, so
// "LY 315", "ly315", "LY0315" and a board row CHOPER "LY" / CHFLTN "0315" meet.
//
// Code-shares: each board row names one airline code. A booking matches the row of
// the code the traveller typed; when the board lists a flight under its operating
// carrier only, a partner's number (say an IB number for an LY flight) does not
// match. We do not guess the operator, since a wrong guess would show another
// flight's status: such a booking is "not tracked" (docs/decisions/034).

export interface FlightNumber {
  /** IATA airline designator, upper case: two characters, at least one a letter. */
  airline: string;
  /** The number without leading zeros, as a string of 1 to 4 digits. */
  number: string;
}

// Two-character IATA designators may mix a letter and a digit ("6H", "I3") but are
// never two digits; the number has at most four digits. Between them travellers put
// nothing, spaces or a hyphen.
const TYPED = /^([A-Z][A-Z0-9]|[0-9][A-Z])[\s-]*(\d{1,4})$/;

function normaliseNumber(digits: string): string | null {
  const trimmed = digits.replace(/^0+/, "");
  return trimmed === "" ? null : trimmed;
}

/** A traveller-typed flight number as airline and number, or null if it is not one. */
export function parseFlightNumber(typed: string): FlightNumber | null {
  const match = TYPED.exec(typed.trim().toUpperCase());
  if (!match) return null;
  const number = normaliseNumber(match[2] ?? "");
  return number === null ? null : { airline: match[1] ?? "", number };
}

/** Whether a board row (its CHOPER and CHFLTN) is this flight. */
export function matchesBoardFlight(flight: FlightNumber, row: { CHOPER: string; CHFLTN: string | number }): boolean {
  const airline = row.CHOPER.trim().toUpperCase();
  const digits = String(row.CHFLTN).trim();
  if (!/^\d{1,4}$/.test(digits)) return false;
  return airline === flight.airline && normaliseNumber(digits) === flight.number;
}
