// Addresses of the member's say pages (issue 19).
export const MY_BARS_PATH = "/my-bars";
