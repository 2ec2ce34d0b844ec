// Addresses of the link-health pages.
export const CHECK_NOW_PATH = "/dashboard/link-health/check";
export const REPLACE_PATH = "/dashboard/link-health/replace";
export const EMAIL_SETTING_PATH = "/account/link-health-email";
