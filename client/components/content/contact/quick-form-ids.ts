// The footer quick form's heading id: the footer finds the form by it before the
// form's code has loaded (SiteFooter.tsx), so it lives apart from the component.
export const QUICK_FORM_HEADING = "footer-quick-form";
