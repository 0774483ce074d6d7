// Every mail header value on one line (docs/SECURITY.md). A header ends at a line
// break, so a traveller's name with "\r\nBcc: …" in it must never reach a subject,
// a recipient or an attachment's name as it is. The booking form's name fields only
// trim their ends, and a name written by the CLI or an older row may hold anything,
// so the cleaning is not left to the templates: every outbox row is cleaned where
// it is written (outbox.ts), and every row again when it is sent
// (server/messages/message-delivery.ts: rows queued before this existed). Bodies keep their lines.
// It lives beside the outbox, which cleans each row it writes, below both server/mail/
// and server/messages/, so neither of its users imports upward.
import type { OutboxAttachment, OutboxEmail } from "./outbox-message.ts";

/**
 * Control characters (C0 with CR, LF and TAB, DEL, C1 with NEL) and the Unicode
 * line and paragraph separators become a space; white space runs become one space.
 */
export function oneLineHeader(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

/** The header values of an e-mail as they may be sent; its text, HTML and attachment contents are unchanged. */
export function headerSafe<E extends Pick<OutboxEmail, "to" | "subject"> & { attachments?: OutboxAttachment[] }>(email: E): E {
  return {
    ...email,
    to: oneLineHeader(email.to),
    subject: oneLineHeader(email.subject),
    ...(email.attachments
      ? { attachments: email.attachments.map((file) => ({ ...file, filename: oneLineHeader(file.filename), contentType: oneLineHeader(file.contentType) })) }
      : {}),
  };
}
