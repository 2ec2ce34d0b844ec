// The plans page read in Spanish (docs/languages.md), against the real /v1: the reader asks for Spanish with
// ?lang=es, as the footer's links do, and the page comes back in it: its heading, the plan picker's rows and prices
// (US dollars the Spanish way), and the error of a submit without a plan.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import Plans, { action, loader } from "../../app/billing/plans-page.tsx";
import { languageContext, languageMiddleware } from "../../app/shared/language.server.ts";
import { LanguageContext } from "../../app/shared/ui/messages.tsx";
import { formRequest, makeContext } from "./helpers.ts";
import { realV1, signedInManager } from "./real-v1.ts";
import { callAction, callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();

function PlansPage() {
  const props = {
    loaderData: useLoaderData<typeof loader>(),
    actionData: useActionData<typeof action>(),
  } as Parameters<typeof Plans>[0];
  return <Plans {...props} />;
}

describe("the plans page in Spanish", () => {
  it("has a Spanish heading and says in Spanish that a plan must be chosen", async () => {
    const manager = await signedInManager(v1.api);
    const { context } = makeContext(manager.session);
    const chosen = new Request("http://portal.test/billing/plans?lang=es");
    await callMiddleware(languageMiddleware, { request: chosen, context }, async () => new Response("page"));
    expect(context.get(languageContext)).toBe("es");

    const routes = [
      {
        id: "plans",
        path: "/billing/plans",
        loader: ({ request }: { request: Request }) => callLoader(loader, { request, context }),
        action: ({ request }: { request: Request }) => callAction(action, { request, context }),
        Component: PlansPage,
      },
    ];
    const handler = createStaticHandler(routes);
    // Continue without choosing a plan (no radio button picked).
    const result = await handler.query(formRequest("/billing/plans", {}));
    if (result instanceof Response) throw new Error("expected a render context");
    const html = renderToString(
      <LanguageContext.Provider value="es">
        <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />
      </LanguageContext.Provider>,
    );
    expect(html).toContain("<h1>Planes para Family</h1>");
    expect(html).toContain("Planes de 6 meses");
    // Spanish writes the dollars after the amount, with a no-break space between.
    expect(html).toContain('<span class="plan-card__amount">30\u00a0US$</span>');
    // The error summary links to the field with the Spanish message.
    expect(html).toMatch(/<a href="#[^"]*-plan">Elija un plan<\/a>/);
    expect(html).not.toContain("Choose a plan");
  });
});
