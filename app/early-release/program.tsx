// /early-release-program and /free-{product}-plus (spec S1 §2): a heading, an introduction and a join link, and
// what a person deciding needs to know: what they get, what it costs, how joining goes, and
// where to turn with questions. Public; joining (the /join page) asks a signed-out visitor to register first.
import type { Route } from "./+types/program";
import { sessionContext } from "../shared/session.server.ts";
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";

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
  return (
    <ul className="list list--bullet">
      {freePlus ? null : (
        <li>New {PRODUCT_NAME} features as soon as they are ready, before everyone else.</li>
      )}
      {freePlus ? null : <li>A say in what we build next: tell us what works and what does not.</li>}
      <li>A {BAR_NAME} of large, clear buttons for each person you support, built from any browser.</li>
      <li>Adding the people you support and inviting them by email.</li>
      <li>The {PRODUCT_NAME} app for Windows and macOS, which shows each person their bar.</li>
    </ul>
  );
}

export default function Program({ loaderData }: Route.ComponentProps) {
  const { freePlus, joinPath, signedIn, hasGroup } = loaderData;
  const join = freePlus ? `Get ${PRODUCT_NAME} Plus for free` : "Join the early-release program";
  return (
    <Page title={freePlus ? `Free ${PRODUCT_NAME} Plus` : "Early-release program"}>
      {freePlus ? (
        <p>
          Try {PRODUCT_NAME} Plus for free: make bars for the people you help, add and invite them, and see
          what works for them. You can choose a paid plan later, or never.
        </p>
      ) : (
        <p>
          Join the early-release program to use new {PRODUCT_NAME} features before everyone else, and tell us
          what works for you and the people you help.
        </p>
      )}
      <h2 className="heading-m">What you get</h2>
      <WhatYouGet freePlus={freePlus} />
      <h2 className="heading-m">What it costs</h2>
      <p>
        Nothing. No card is asked for. Your group starts on the free Standard plan, with no member limit, and
        nothing is ever charged unless you choose a paid plan yourself.
      </p>
      <h2 className="heading-m">How joining works</h2>
      <ol className="list list--number">
        <li>{signedIn ? "You are signed in already." : "Create your sign-in with your email address."}</li>
        <li>
          Give your group a name, for example your family name or your organisation. You are its manager.
        </li>
        <li>Add the people you support and build their bars. Invite them when their bars are ready.</li>
      </ol>
      {hasGroup ? (
        <p>
          You have a group already, so you have joined. <a href="/dashboard">Go to your dashboard</a>.
        </p>
      ) : null}
      <p>
        <a className="button" href={joinPath}>
          {join}
        </a>
      </p>
      {signedIn ? null : (
        <p>
          Already have a sign-in? <a href="/login">Sign in</a> first, then come back to this page.
        </p>
      )}
      <p>
        Questions? The <a href="/help">help pages</a> explain how {PRODUCT_NAME} works.
      </p>
    </Page>
  );
}
