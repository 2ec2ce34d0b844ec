// /early-release-program and /free-{product}-plus (spec S1 §2): a heading, an introduction and a join link, and
// what a person deciding needs to know: what they get, what it costs, how joining goes, and
// where to turn with questions. Public; joining (the /join page) asks a signed-out visitor to register first.
import type { Route } from "./+types/program";
import { sessionContext } from "../shared/session.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { earlyReleaseMessages } from "./messages/index.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const freePlus = path !== "/early-release-program";
  const session = context.get(sessionContext);
  return {
    freePlus,
    joinPath: `${path}/join`,
    signedIn: session.loggedIn,
    hasGroup: session.loggedIn && Boolean(session.data.communityId),
  };
}

function WhatYouGet({ freePlus }: { freePlus: boolean }) {
  const t = useMessages(earlyReleaseMessages);
  return (
    <ul className="list list--bullet">
      {freePlus ? null : <li>{t("program.getFirst")}</li>}
      {freePlus ? null : <li>{t("program.getSay")}</li>}
      <li>{t("program.getBar")}</li>
      <li>{t("program.getPeople")}</li>
      <li>{t("program.getApp")}</li>
    </ul>
  );
}

export default function Program({ loaderData }: Route.ComponentProps) {
  const { freePlus, joinPath, signedIn, hasGroup } = loaderData;
  const t = useMessages(earlyReleaseMessages);
  return (
    <Page title={t(freePlus ? "program.titleFree" : "program.title")}>
      <p>{t(freePlus ? "program.introFree" : "program.intro")}</p>
      <h2 className="heading-m">{t("program.getTitle")}</h2>
      <WhatYouGet freePlus={freePlus} />
      <h2 className="heading-m">{t("program.costTitle")}</h2>
      <p>{t("program.cost")}</p>
      <h2 className="heading-m">{t("program.howTitle")}</h2>
      <ol className="list list--number">
        <li>{t(signedIn ? "program.signedIn" : "program.signUp")}</li>
        <li>{t("program.name")}</li>
        <li>{t("program.people")}</li>
      </ol>
      {hasGroup ? (
        <p>{t.rich("program.joined", { link: (words) => <a href="/dashboard">{words}</a> })}</p>
      ) : null}
      <p>
        <a className="button" href={joinPath}>
          {t(freePlus ? "program.joinFree" : "program.join")}
        </a>
      </p>
      {signedIn ? null : (
        <p>{t.rich("program.haveSignIn", { link: (words) => <a href="/login">{words}</a> })}</p>
      )}
      <p>{t.rich("program.help", { link: (words) => <a href="/help">{words}</a> })}</p>
    </Page>
  );
}
