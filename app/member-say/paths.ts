// Addresses of the member's say pages (docs/decisions/021-changes-wait-for-the-members-ok.md).
export const MY_BARS_PATH = "/my-bars";
