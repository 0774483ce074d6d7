// The two ways a command fails, by exit code: 2 when the operator asked for
// something malformed (nothing was done), 1 when a well-formed request could not
// be carried out (not found, duplicate, database down).
export class UsageError extends Error {}
export class OperationError extends Error {}
