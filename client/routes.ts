import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Paths are matched case-insensitively, so /Booking is /booking (product.md §2).
export default [
  index("routes/home.tsx"),
  route("home", "routes/home-alias.tsx"),
  route("booking", "routes/booking.tsx"),
  route("calculator", "routes/calculator.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("accessibilitystatement", "routes/accessibility-statement.tsx"),
  route("vip-parking-ben-gurion", "routes/vip.tsx"),
  route("blog", "routes/blog-index.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("payment-result", "routes/payment-result.tsx"),
  route("order/:orderNumber", "routes/order.tsx"),
  // The sandbox's test tax documents (docs/decisions/036); Morning's are its own PDFs.
  route("documents/:id", "routes/tax-document.tsx"),
  // The crew's sign-in (docs/decisions/028) and, for now, a placeholder crew page.
  route("crew", "routes/crew.tsx"),
  route("crew/sign-in/:token", "routes/crew-sign-in.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
