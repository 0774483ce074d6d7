// The not-found page's text: the route's own page (routes/not-found.tsx), and the
// same page inside an application that answers 404 itself (the crew page without a
// session), so an outsider sees one not-found page whatever the address.
import { PageIntro } from "./PageIntro.tsx";

export function NotFoundIntro() {
  return (
    <PageIntro
      title="הדף לא נמצא"
      lead="הדף שחיפשתם אינו קיים. אפשר לחזור לדף הבית או להזמין חניה."
      actions={[{ to: "/", label: "לדף הבית" }, { to: "/booking", label: "להזמנת חניה" }]}
    />
  );
}
