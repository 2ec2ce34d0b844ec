// The bar editor read in Spanish (docs/languages.md), against the real /v1: a manager who chose ?lang=es gets the
// copy page's heading, the question and its error in Spanish, and the editor's island gets its words in Spanish
// too (sent with its props: the island carries no catalogue).
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "react-router";
import { describe, expect, it } from "vitest";
import CopyBar, { action, loader } from "../../app/bar-editor/copy.tsx";
import { loader as editorLoader } from "../../app/bar-editor/editor.tsx";
import { languageMiddleware } from "../../app/shared/language.server.ts";
import { LanguageContext } from "../../app/shared/ui/messages.tsx";
import { formRequest, makeContext } from "./helpers.ts";
import { barFor, memberOf, realV1, signedInManager, type Manager } from "./real-v1.ts";
import { callAction, callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();

/** A request context whose language is the one `?lang=es` chose (the root middleware's work). */
async function spanish(manager: Manager) {
  const { context } = makeContext(manager.session);
  const request = new Request("http://portal.test/dashboard?lang=es");
  await callMiddleware(languageMiddleware, { request, context }, async () => new Response("page"));
  return context;
}

describe("the bar editor in Spanish", () => {
  it("writes the copy page's heading and its error in Spanish", async () => {
    const manager = await signedInManager(v1.api);
    const pat = await memberOf(v1.api, manager, { first_name: "Pat" });
    await barFor(v1.api, manager, { name: "Biblioteca" });
    const context = await spanish(manager);
    const path = `/dashboard/tandembar-editor/copy?barId=${pat.barId}&memberId=${pat.memberId}`;

    function Page() {
      const props = {
        loaderData: useLoaderData<typeof loader>(),
        actionData: useActionData<typeof action>(),
      } as Parameters<typeof CopyBar>[0];
      return (
        <LanguageContext.Provider value="es">
          <CopyBar {...props} />
        </LanguageContext.Provider>
      );
    }
    const routes = [
      {
        id: "copy",
        path: "/dashboard/tandembar-editor/copy",
        loader: ({ request }: LoaderFunctionArgs) => callLoader(loader, { request, context }),
        action: ({ request }: ActionFunctionArgs) => callAction(action, { request, context }),
        Component: Page,
      },
    ];
    const handler = createStaticHandler(routes);
    // The form sent without a choice of bar.
    const result = await handler.query(formRequest(path, {}));
    if (result instanceof Response) throw new Error("expected a render context");
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />,
    );
    expect(html).toMatch(/<h1[^>]*>Copiar otra barra en Bar for Pat<\/h1>/);
    expect(html).toContain("¿Qué barra quiere copiar?");
    expect(html).toContain("Elija la barra que quiere copiar.");
    expect(html).not.toContain("Choose the bar to copy.");
  });

  it("hands the island its words in Spanish", async () => {
    const manager = await signedInManager(v1.api);
    const pat = await memberOf(v1.api, manager, { first_name: "Pat" });
    const context = await spanish(manager);
    const request = new Request(
      `http://portal.test/dashboard/tandembar-editor?barId=${pat.barId}&memberId=${pat.memberId}`,
    );
    const page = await callLoader(editorLoader, { request, context });
    expect(page.island.words.language).toBe("es");
    expect(page.island.words.texts["island.changes.save"]).toBe("Guardar la barra");
    expect(page.island.words.texts["island.leaveWarning"]).toBe(
      "¿Seguro que quiere salir? Tiene cambios sin guardar.",
    );
  });
});
