// Paths of the specs, mapped explicitly onto the slices that serve them.
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { PRODUCT_SLUG } from "../contract/product.ts";

const BAR_EDITOR = `dashboard/${PRODUCT_SLUG}bar-editor`;

export default [
  index("auth/home.tsx"),
  route("login", "auth/login.tsx", { id: "login" }),
  route("session-timed-out", "auth/login.tsx", { id: "session-timed-out" }),
  route("register", "auth/register.tsx"),
  route("logout", "auth/logout.tsx"),
  route("focus-mode", "account/focus-mode.tsx"),

  route("reset-password", "reset-password/request.tsx"),
  route("reset-password/:token", "reset-password/complete.tsx"),
  // The desktop apps' "Forgot password?" link (the original portal's path).
  route("password/reset", "reset-password/desktop-link.tsx"),
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
  route("dashboard/tutorial", "dashboard/tutorial.tsx"),
  route("dashboard/base-bar", "base-bar/base-bar.tsx"),
  route("dashboard/members/new", "members/new.tsx"),
  route("dashboard/members/:memberId", "members/settings.tsx"),
  route("dashboard/members/:memberId/added", "members/added.tsx"),
  route("dashboard/members/:memberId/name", "members/rename.tsx"),
  route("dashboard/members/:memberId/role", "members/role.tsx"),
  route("dashboard/members/:memberId/delete", "members/delete.tsx"),
  route("dashboard/members/:memberId/invite", "invitations/invite.tsx"),
  route("dashboard/members/:memberId/computer", "device/computer.tsx"),
  route("invite/:action/:invitationId/:page", "invitations/invitation.tsx"),
  route("register/invite", "invitations/register-invite.tsx"),
  route("member-message", "member-view/member-message.tsx"),
  route("billing/details", "billing/details.tsx"),
  route("billing/plans", "billing/plans-page.tsx"),
  route("billing/plans/check", "billing/check.tsx"),
  route("billing/details/update", "billing/update.tsx"),
  route("billing/no-subscription", "billing/no-subscription.tsx"),
  route("early-release-program", "early-release/program.tsx", { id: "early-release" }),
  route("early-release-program/join", "early-release/join.tsx", { id: "early-release-join" }),
  route(`free-${PRODUCT_SLUG}-plus`, "early-release/program.tsx", { id: "free-plus" }),
  route(`free-${PRODUCT_SLUG}-plus/join`, "early-release/join.tsx", { id: "free-plus-join" }),
  route("my-community", "community/group.tsx"),
  route("my-community/name", "community/rename.tsx"),
  route("my-community/managers/:memberId/remove", "community/remove-manager.tsx"),
  route("my-communities", "community/groups.tsx"),
  route("my-communities/new", "community/new.tsx"),
  route("my-communities/:communityId/delete", "community/delete.tsx"),

  route(`dashboard/${PRODUCT_SLUG}bar-preconfigured`, "bar-editor/presets.tsx"),
  route(BAR_EDITOR, "bar-editor/editor.tsx"),
  route(`${BAR_EDITOR}/button`, "bar-editor/edit-button.tsx"),
  route(`${BAR_EDITOR}/rename`, "bar-editor/rename.tsx"),
  route(`${BAR_EDITOR}/copy`, "bar-editor/copy.tsx"),
  route(`${BAR_EDITOR}/revert`, "bar-editor/revert.tsx"),
  route(`${BAR_EDITOR}/delete`, "bar-editor/delete.tsx"),
  route(`${BAR_EDITOR}/history`, "bar-editor/history.tsx"),
  route(`${BAR_EDITOR}/restore`, "bar-editor/restore.tsx"),
  route(`${BAR_EDITOR}/saved`, "bar-editor/saved.tsx"),
  route(`${BAR_EDITOR}/changes`, "bar-editor/changes.ts"),
  // Link health
  route("dashboard/link-health/check", "link-health/check.tsx"),
  route("dashboard/link-health/replace", "link-health/replace.tsx"),
  route("account/link-health-email", "link-health/email-setting.tsx"),
  // The group's activity (audit log), managers only
  route("dashboard/activity", "audit/activity.tsx"),
  route("dashboard/activity/csv", "audit/activity-csv.ts"),

  // The member's say (decision 021): their bars, changes that wait for their OK, the large-print card.
  route("my-bars", "member-say/my-bars.tsx"),
  route("my-bars/talk/:barId", "member-say/talk.tsx"),
  route("my-bars/card/:barId", "member-say/member-card.tsx"),
  route("dashboard/members/:memberId/approval", "member-say/turn-on.tsx"),
  route(`${BAR_EDITOR}/card`, "member-say/manager-card.tsx"),

  // The user's own name (decision 023), and the editor's "save with problems?" question.
  route("account/your-name", "account/your-name.tsx"),
  route("account/clock", "account/clock.tsx"),
  route(`${BAR_EDITOR}/save`, "bar-editor/save-check.tsx"),

  // People by CSV (decision 031)
  route("dashboard/people/import", "people-csv/import.tsx"),
  route("dashboard/people/import/:previewId", "people-csv/check.tsx"),
  route("dashboard/people/export", "people-csv/export.ts"),

  route("help", "info/help.tsx"),
  route("terms", "info/terms.tsx"),
  route("privacy", "info/privacy.tsx"),
  route("*", "info/not-found.tsx"),
] satisfies RouteConfig;
