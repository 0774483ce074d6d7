// What a traveller typed, chose or ticked in an application's form before React
// hydrated it (a slow phone shows the server's form a moment before its scripts
// run). React's hydration gives every controlled field the value of its state,
// so without this a name typed in that moment vanished (docs/decisions/023).
// The fields are read just before hydration and given back through the events
// React listens to, once it has mounted, so its state takes them as typed.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

function changedByVisitor(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** The fields under `root` whose value is no longer what the server wrote. */
export function readTypedFields(root: HTMLElement): Typed[] {
  return [...root.querySelectorAll<Field>("input, textarea, select")]
    .filter((field) => field.type !== "hidden" && field.type !== "file" && changedByVisitor(field))
    .map((field) => ({ field, value: field.value, checked: isToggle(field) ? field.checked : false }));
}

/** Sets a field's value as typing does, so React's change tracking sees it. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/**
 * Gives the fields their typed values again, as changes React's state takes in.
 * React took the typed text for a value it already knows at hydration, so a text
 * field goes through its server value first: React sees two changes, and its state
 * ends with the text. A select's change event needs no such step.
 */
export function restoreTypedFields(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      if (field.checked !== checked) field.click();
      continue;
    }
    if (field instanceof HTMLSelectElement) {
      setNativeValue(field, value);
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    for (const step of [field.defaultValue, value]) {
      setNativeValue(field, step);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}
