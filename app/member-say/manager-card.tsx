// /dashboard/tandembar-editor/card?barId&memberId (decision 021): "Print a card for Pat" from the editor and
// the member's page: the bar as Pat's computer shows it, with the group's managers as the helpers to reach.
import { readerNow } from "./when.ts";
import { data } from "react-router";
import type { Route } from "./+types/manager-card";
import { editorPath } from "../../common/editor-paths.ts";
import { managerOnly } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { ApiError } from "../shared/v1-client.server.ts";
import { LargePrintCard, PrintHint } from "./large-print-card.tsx";
import { cardTiles, sayView } from "./say.server.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const barId = url.searchParams.get("barId") ?? "";
  const memberId = url.searchParams.get("memberId") ?? "";
  const notFound = () => data({ message: "This bar is not one of this person's bars." }, { status: 404 });
  if (!barId || !memberId) throw notFound();
  let state;
  try {
    state = await me.api.memberApproval(me.communityId, memberId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  const view = sayView(state, readerNow(me.clock));
  const bar = view.bars.find((b) => b.barId === barId);
  if (!bar) throw notFound();
  return {
    back: editorPath({ barId, memberId, continue: true }),
    waiting: bar.waiting !== null,
    card: {
      barName: bar.name,
      forName: view.memberName,
      tiles: cardTiles(view, state.base_bar_position, bar),
      helpers: view.managers,
    },
  };
}

export default function ManagerCard({ loaderData: d }: Route.ComponentProps) {
  return (
    <Page title={`Large-print card for ${d.card.forName}: ${d.card.barName}`}>
      <PrintHint back={{ href: d.back, label: "Back to the bar" }} />
      {d.waiting ? (
        <p className="no-print">
          {d.card.forName} has not approved the latest change yet, so this card shows the bar as their
          computer shows it now.
        </p>
      ) : null}
      <LargePrintCard card={d.card} />
    </Page>
  );
}
