// The HTML part of every e-mail: a right-to-left Hebrew document of nested
// tables with inline styles only (no <style>, no external CSS, no scripts),
// which is what mail clients render faithfully. React escapes every value, so
// a customer's name or message can never become markup.
import type { EmailContent } from "./email-content.ts";
import { EmailBlockView } from "./EmailBlocks.tsx";
import { styles } from "./styles.ts";

/** `brand`: the name in the bar above every message. */
export function EmailDocument({ content, brand }: { content: EmailContent; brand: string }) {
  return (
    <html lang="he" dir="rtl">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.title}</title>
      </head>
      <body dir="rtl" style={styles.body}>
        <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.outer}>
          <tbody>
            <tr>
              <td align="center" style={styles.outerCell}>
                <table role="presentation" cellPadding={0} cellSpacing={0} dir="rtl" style={styles.card}>
                  <tbody>
                    <tr>
                      <td style={styles.brandCell}>{brand}</td>
                    </tr>
                    <tr>
                      <td style={styles.contentCell}>
                        <h1 style={styles.title}>{content.title}</h1>
                        {content.blocks.map((block, index) => (
                          <EmailBlockView key={index} block={block} />
                        ))}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
