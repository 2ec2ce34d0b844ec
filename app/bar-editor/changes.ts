// POST /dashboard/tandembar-editor/changes?barId&memberId: the editor island's endpoint (docs/decisions/017).
// intent=draft keeps the whole pending bar (the editor's items) as the manager's server-side draft;
// intent=save / save-anyway saves it as the bar's new version. JSON answers; the same draft and save steps as
// the no-JS editor's form posts, through the portal's one typed /v1 client.
import { sameSecret } from "../../common/same-secret.ts";
import type { Route } from "./+types/changes";
import { barInputSchema } from "../../contract/bars.ts";
import { barFromWire, barToWire, type Bar } from "../../common/catalogue/index.ts";
import { failureMessage } from "../shared/errors.ts";
import { guard } from "../shared/guard.server.ts";
import { requestMessages } from "../shared/language.server.ts";
import { ApiError } from "../shared/v1-client.server.ts";
import { changeBar, commitDraft, editorUser, readTarget } from "./editor.server.ts";
import { barEditorMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login", roles: ["manager"] })];

const itemsSchema = barInputSchema.shape.items;

function answer(body: Record<string, unknown>, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

function refused(status: number, error: string, message: string): Response {
  return answer({ error, message }, status);
}

/**
 * The browser's items, trusted for nothing: turned into /v1's shape, checked against the contract, and read back
 * into the editor's model (which drops what it does not know). Null when any step fails.
 */
function readItems(barId: string, json: string): Bar["items"] | null {
  try {
    const sent = JSON.parse(json) as unknown;
    if (!Array.isArray(sent)) return null;
    const wire = barToWire({ id: barId, name: "", is_shared: false, items: sent as Bar["items"] });
    const checked = itemsSchema.safeParse(wire.items);
    if (!checked.success) return null;
    return barFromWire({ id: barId, name: "", is_shared: false, items: checked.data }).items;
  } catch {
    // Malformed JSON, or something that is not an editor item at all.
    return null;
  }
}

export function loader({ context }: Route.LoaderArgs) {
  const t = requestMessages(context, barEditorMessages);
  return refused(405, "method_not_allowed", t("changes.onlyEditor"));
}

export async function action(args: Route.ActionArgs) {
  const me = editorUser(args);
  // Only the editor page has the token (its <meta name="csrf-token">); the origin check already ran.
  if (!sameSecret(args.request.headers.get("x-csrf-token"), me.session.csrfToken())) {
    return refused(403, "bad_csrf_token", me.t("changes.outOfDate"));
  }
  const target = readTarget(args.request);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "draft") {
      const items = readItems(target.barId, String(form.get("items") ?? ""));
      if (!items) return refused(400, "invalid_field", me.t("changes.unreadable"));
      await changeBar(me, target.barId, (bar) => ({ ...bar, items }));
      return answer({ kept: true });
    }
    if (intent === "save" || intent === "save-anyway") {
      const saved = await commitDraft(me, target, intent === "save-anyway");
      return answer({ version: saved.version, invite: saved.uninvited !== null });
    }
    return refused(400, "invalid_field", me.t("changes.unknown"));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return refused(401, "not_signed_in", me.t("island.signedOut"));
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
    return refused(status, error.code ?? "error", failureMessage(error, undefined, me.language));
  }
}
