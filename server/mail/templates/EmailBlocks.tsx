// One React component per kind of block an e-mail is made of (email-content.ts).
// Tables, not CSS layout: e-mail clients (Outlook above all) lay out tables reliably.
import type { ReactNode } from "react";
import type { ChangeRow, DetailRow, EmailBlock } from "./email-content.ts";
import { styles } from "./styles.ts";

/** Label and value rows: the one table layout both kinds of row use. */
function RowsTable({ rows }: { rows: { label: string; cell: ReactNode }[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.table}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" style={styles.label}>
              {row.label}
            </th>
            <td style={styles.value}>{row.cell}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DetailsTable({ rows }: { rows: DetailRow[] }) {
  return <RowsTable rows={rows.map((row) => ({ label: row.label, cell: row.strong ? <strong>{row.value}</strong> : row.value }))} />;
}

function ChangesTable({ rows }: { rows: ChangeRow[] }) {
  return (
    <RowsTable
      rows={rows.map((row) => ({
        label: row.label,
        cell: (
          <>
            <span style={styles.oldValue}>{row.from}</span> ← <strong>{row.to}</strong>
          </>
        ),
      }))}
    />
  );
}

/** A button-like link, and the address itself under it for clients that hide buttons or links. */
function ActionLink({ label, url }: { label: string; url: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td style={styles.buttonCell}>
              <a href={url} style={styles.button}>
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={styles.url} dir="ltr">
        <a href={url}>{url}</a>
      </p>
    </>
  );
}

export function EmailBlockView({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p style={styles.paragraph}>{block.strong ? <strong>{block.text}</strong> : block.text}</p>;
    case "details":
      return <DetailsTable rows={block.rows} />;
    case "changes":
      return <ChangesTable rows={block.rows} />;
    case "action":
      return <ActionLink label={block.label} url={block.url} />;
    case "quote":
      return (
        <>
          <p style={styles.paragraph}>
            <strong>{block.label}:</strong>
          </p>
          <p style={styles.quote}>{block.text}</p>
        </>
      );
  }
}
