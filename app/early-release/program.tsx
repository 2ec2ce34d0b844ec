// /early-release-program and /free-{product}-plus (spec S1 §2): a heading, an introduction and a join link.
// Public; joining (the /join page) asks a signed-out visitor to register first.
import type { Route } from "./+types/program";
import { PRODUCT_NAME } from "../shared/product.ts";
import { Page } from "../shared/ui/page.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const freePlus = path !== "/early-release-program";
  return {
    freePlus,
    joinPath: `${path}/join`,
  };
}

export default function Program({ loaderData }: Route.ComponentProps) {
  const { freePlus, joinPath } = loaderData;
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
      <p>
        <a className="button" href={joinPath}>
          {freePlus ? `Get ${PRODUCT_NAME} Plus for free` : "Join the early-release program"}
        </a>
      </p>
    </Page>
  );
}
