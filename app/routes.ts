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

  route("account", "account/settings.tsx"),
  route("account/name", "account/rename-community.tsx"),
  route("account/password", "account/change-password.tsx"),
  route("account/create-group", "account/create-community.tsx"),
  route("account/resend-confirmation", "account/resend-confirmation.tsx"),
  route("account/delete", "account/delete-account.tsx"),
  route("account/special-offer", "billing/special-offer.tsx"),
  route("dashboard", "dashboard/dashboard.tsx"),
  route("billing/details", "billing/details.tsx"),

  route("help", "info/help.tsx"),
  route("terms", "info/terms.tsx"),
  route("privacy", "info/privacy.tsx"),
  route("*", "info/not-found.tsx"),
] satisfies RouteConfig;
