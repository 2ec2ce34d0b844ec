// /password/reset: the address both desktop apps open for "Forgot password?" (the original portal's path).
// It leads to our reset page.
import { redirect } from "react-router";

export function loader() {
  throw redirect("/reset-password");
}
