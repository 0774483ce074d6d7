import type { HTMLInputTypeAttribute } from "react";
import { CONTACT_FIELD_RULES, CONTACT_FORM_FIELDS, type ContactFieldName, type ContactSource } from "@shared/contact-rules.ts";
import { CONTACT_FIELDS } from "~/content/contact.ts";
import { FormField, type FieldTone } from "./FormField.tsx";

/** How each field is typed in; `example` is the placeholder of a form that shows examples. */
const INPUTS: Record<ContactFieldName, { type?: HTMLInputTypeAttribute; ltr?: boolean; multiline?: boolean; example?: string }> = {
  name: {},
  phone: { type: "tel", ltr: true, example: "050-1234567" },
  email: { type: "email", ltr: true, example: "name@example.com" },
  message: { multiline: true },
};

/**
 * The fields of one contact form: those its source asks for in shared/contact-rules.ts
 * (CONTACT_FORM_FIELDS, the list its data-fields gives client/enhance/contact-forms.ts,
 * so the form shows what is checked, docs/decisions/032), each with its label, autocomplete
 * and length limit. Ids are `<idPrefix>-<field>`, so each form on a page has its own.
 */
export function ContactFields(props: {
  source: ContactSource;
  idPrefix: string;
  tone?: FieldTone;
  /** An example number and address as the phone and e-mail fields' placeholders. */
  examples?: boolean;
  /** Name and phone side by side on a wide screen. */
  nameAndPhoneInRow?: boolean;
}) {
  const { source, idPrefix, tone, examples, nameAndPhoneInRow } = props;
  const asked: readonly ContactFieldName[] = CONTACT_FORM_FIELDS[source];
  const field = (name: ContactFieldName) => {
    if (!asked.includes(name)) return null;
    const { example, ...input } = INPUTS[name];
    return (
      <FormField
        id={`${idPrefix}-${name}`}
        name={name}
        {...input}
        {...CONTACT_FIELDS[name]}
        placeholder={examples ? example : undefined}
        maxLength={CONTACT_FIELD_RULES[name].max}
        tone={tone}
      />
    );
  };
  const nameAndPhone = (
    <>
      {field("name")}
      {field("phone")}
    </>
  );
  return (
    <>
      {nameAndPhoneInRow ? <div className="grid gap-5 sm:grid-cols-2">{nameAndPhone}</div> : nameAndPhone}
      {field("email")}
      {field("message")}
    </>
  );
}
