// Addresses of the group base bar's page.
export const BASE_BAR_PATH = "/dashboard/base-bar";
