// A phone number inside Hebrew text: isolated left-to-right, so its digits and dashes
// never flip around the sentence, and kept on one line (product.md §2.2).
export function PhoneNumber({ phone, className = "" }: { phone: string; className?: string }) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap${className ? ` ${className}` : ""}`}>
      {phone}
    </bdi>
  );
}
