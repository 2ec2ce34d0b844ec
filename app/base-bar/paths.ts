// Addresses of the group base bar's page.
export const BASE_BAR_PATH = "/dashboard/base-bar";

/** Where the base buttons go, in words. */
export const POSITION_TEXT = {
  first: "before each member's own buttons",
  last: "after each member's own buttons",
} as const;
