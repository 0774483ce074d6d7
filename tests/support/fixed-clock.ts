// A fixed "now" for API tests: Sunday 2026-11-22, 10:00 in Jerusalem (08:00 UTC).
export const NOW = new Date("2026-11-22T08:00:00.000Z");
export const fixedNow = () => NOW;
