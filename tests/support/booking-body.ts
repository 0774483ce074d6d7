// A valid booking body for the fixed clock (now: Sunday 2026-11-22 10:00 Israel):
// Tuesday 06:00 from terminal 3 to the next Monday 22:30, open parking, 7 days = 450.
// Updates by e-mail only, so a test of e-mails counts e-mails; the SMS and WhatsApp
// messages have their own tests (tests/api/traveller-messages.test.ts), and
// `message_channel: undefined` books with the API's default.
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: "דנה לוי",
    phone: "050-1234567",
    email: "dana@example.com",
    car_manufacturer: "טויוטה",
    car_model: "קורולה",
    transmission: "automatic",
    license_number: "12-345-67",
    departure_terminal: "terminal_3",
    departure_date: "2026-11-24",
    departure_time: "06:00",
    arrival_terminal: "terminal_3",
    arrival_date: "2026-11-30",
    arrival_time: "22:30",
    flight_number: "ly 001",
    parking_type: "open",
    additional_services: [],
    terms_accepted: true,
    payment_method: "cash",
    message_channel: "email",
    ...overrides,
  };
}
