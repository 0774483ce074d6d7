// Links for the business's contact channels, from the public configuration.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export function whatsappHref(number: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${number}${query}`;
}
