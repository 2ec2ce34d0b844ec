// Paths of the specs, mapped explicitly onto the slices that serve them.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("auth/home.tsx"),
  route("login", "auth/login.tsx", { id: "login" }),
  route("session-timed-out", "auth/login.tsx", { id: "session-timed-out" }),
  route("register", "auth/register.tsx"),
  route("logout", "auth/logout.tsx"),
  route("focus-mode", "account/focus-mode.tsx"),

  route("reset-password", "reset-password/request.tsx"),
  route("reset-password/:token", "reset-password/complete.tsx"),
  route("confirm-email/registered", "confirm-email/pending.tsx", { id: "confirm-email-registered" }),
  route("confirm-email/sign-in", "confirm-email/pending.tsx", { id: "confirm-email-sign-in" }),
  route("confirm-email/:userId/:token", "confirm-email/link.tsx"),
  route("download", "download/download.tsx", { id: "download" }),
  route("download/signup", "download/download.tsx", { id: "download-signup" }),
  route("dev/outbox", "dev-outbox/outbox.tsx"),

  route("account", "account/account.tsx"),
  route("account/name", "account/rename.tsx"),
  route("account/password", "account/password.tsx"),
  route("account/create-group", "account/create-group.tsx"),
  route("account/resend-confirmation", "account/resend-confirmation.tsx"),
  route("account/delete", "account/delete.tsx"),
  route("account/special-offer", "account/special-offer.tsx"),
  route("dashboard", "dashboard/dashboard.tsx"),
  route("billing/details", "billing/details.tsx"),

  route("help", "info/help.tsx"),
  route("terms", "info/terms.tsx"),
  route("privacy", "info/privacy.tsx"),
  route("*", "info/not-found.tsx"),
] satisfies RouteConfig;
