// Offers the browser's own time zone with a sign-in or registration form, so times are written at the person's
// clock from their first page; without scripts the field stays empty and the zone is chosen on /account.
function browserZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}

export function start(inputs) {
  const zone = browserZone();
  for (const input of inputs) input.value = zone;
}
