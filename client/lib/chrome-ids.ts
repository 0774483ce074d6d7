// Ids of the chrome's dialogs: the React components render them, and in a
// document client/enhance finds them by these ids (an opener's data-opens).
export const MOBILE_MENU_ID = "mobile-menu";
export const A11Y_PANEL_ID = "a11y-panel";
export const HOLIDAY_POPUP_ID = "holiday-popup";
