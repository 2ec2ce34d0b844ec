// /my-bars/card/{barId} (decision 021): the member's large-print card of one of their bars, as their computer
// shows it.
import { readerNow } from "./when.ts";
import { data } from "react-router";
import type { Route } from "./+types/member-card";
import { currentMemberId } from "../shared/members.server.ts";
import { guard, signedInCommunity } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { MY_BARS_PATH } from "./paths.ts";
import { LargePrintCard, PrintHint } from "./large-print-card.tsx";
import { cardTiles, sayView } from "./say.server.ts";
import { requestLanguage, requestMessages } from "../shared/language.server.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" })];

export async function loader(args: Route.LoaderArgs) {
  const me = signedInCommunity(args);
  const memberId = await currentMemberId(me, args);
  const state = memberId ? await me.api.memberApproval(me.communityId, memberId) : null;
  const language = requestLanguage(args.context);
  const view = state ? sayView(state, readerNow(me.clock, new Date(), language), me.userId) : null;
  const bar = view?.bars.find((b) => b.barId === args.params.barId);
  if (!state || !view || !bar)
    throw data({ message: requestMessages(args.context, memberSayMessages)("notYours") }, { status: 404 });
  const tiles = cardTiles(view, state.base_bar_position, bar);
  return { card: { barName: bar.name, forName: null, tiles, helpers: view.managers } };
}

export default function MemberCard({ loaderData }: Route.ComponentProps) {
  const t = useMessages(memberSayMessages);
  return (
    <Page title={t("card.memberTitle", { barName: loaderData.card.barName })}>
      <PrintHint back={{ href: MY_BARS_PATH, label: t("card.backToBars") }} />
      <LargePrintCard card={loaderData.card} />
    </Page>
  );
}
