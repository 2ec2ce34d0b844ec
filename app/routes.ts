// Paths of the specs, mapped explicitly onto the slices that serve them.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("auth/home.tsx"),
  route("login", "auth/login.tsx", { id: "login" }),
  route("session-timed-out", "auth/login.tsx", { id: "session-timed-out" }),
  route("register", "auth/register.tsx"),
  route("logout", "auth/logout.tsx"),
  route("account", "account/account.tsx"),
  route("help", "info/help.tsx"),
  route("terms", "info/terms.tsx"),
  route("privacy", "info/privacy.tsx"),
  route("*", "info/not-found.tsx"),
] satisfies RouteConfig;
