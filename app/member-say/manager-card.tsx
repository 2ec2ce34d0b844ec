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
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const url = new URL(args.request.url);
  const barId = url.searchParams.get("barId") ?? "";
  const memberId = url.searchParams.get("memberId") ?? "";
  const t = requestMessages(args.context, memberSayMessages);
  const notFound = () => data({ message: t("card.notThisPerson") }, { status: 404 });
  if (!barId || !memberId) throw notFound();
  let state;
  try {
    state = await me.api.memberApproval(me.communityId, memberId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  const view = sayView(state, readerNow(me.clock, new Date(), requestLanguage(args.context)));
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
  const t = useMessages(memberSayMessages);
  const name = d.card.forName;
  return (
    <Page title={t("card.managerTitle", { name, barName: d.card.barName })}>
      <PrintHint back={{ href: d.back, label: t("card.backToBar") }} />
      {d.waiting ? <p className="no-print">{t("card.notApproved", { name })}</p> : null}
      <LargePrintCard card={d.card} />
    </Page>
  );
}
