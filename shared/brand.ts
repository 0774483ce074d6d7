// The product's name as the site, the e-mails and the CLI show it.
export const BRAND_NAME = "ואלה פארקינג נתב״ג";
export const BRAND_SHORT = "ואלה פארקינג";
export const THEME_COLOR = "#1e40af";
