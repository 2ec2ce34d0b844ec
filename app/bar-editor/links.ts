// Pages of other slices the editor links to.

/** The members slice's invitation page for a person. */
export function invitePath(memberId: string): string {
  return `/dashboard/members/${encodeURIComponent(memberId)}/invite`;
}
