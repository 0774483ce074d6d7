// Output helpers: plain lines for people, JSON for scripts, errors on stderr.
export class UsageError extends Error {}
export class OperationError extends Error {}

export interface Output {
  json: boolean;
  print(human: string, machine?: unknown): void;
}

export function createOutput(json: boolean, write: (text: string) => void = (t) => process.stdout.write(t)): Output {
  return {
    json,
    print(human, machine) {
      if (json) write(`${JSON.stringify(machine ?? { message: human }, null, 2)}\n`);
      else write(`${human}\n`);
    },
  };
}
