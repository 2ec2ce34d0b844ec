import { data } from "react-router";

// Not built yet: answers 404 until its slice lands.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotBuiltYet() {
  return null;
}
