// A document's print button (the sandbox's tax document page, client/components/TaxDocumentSheet.tsx):
// the server writes it hidden, since without a script it could do nothing; here it is
// shown and opens the browser's print dialog, where "save as PDF" is one of the printers.
export function enhancePrintButtons(): void {
  for (const tools of document.querySelectorAll<HTMLElement>("[data-print-document]")) {
    const button = tools.querySelector<HTMLButtonElement>("[data-print-button]");
    if (!button) continue;
    button.addEventListener("click", () => window.print());
    tools.hidden = false;
  }
}
