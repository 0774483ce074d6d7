// Refusals of the operator's administration, by kind, so each front end (the
// CLI today) can answer them its own way: bad input, nothing to act on, or a
// clash with what is stored. Each is raised before anything is written.
export class AdminInputError extends Error {
  constructor(
    /** The input at fault, in the operator's terms (e.g. "--to", "min_advance_hours"). */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

export class AdminNotFoundError extends Error {}
export class AdminConflictError extends Error {}
