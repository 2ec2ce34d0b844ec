// A page of the members slice read in Spanish (docs/languages.md): "Add a person" posted without a name, against
// the real /v1, answers the page with its heading, its field's label and the error in Spanish, in the summary and
// beside the field, as the server renders it.
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
import NewMember, { action, loader } from "../../app/members/new.tsx";
import { languageContext } from "../../app/shared/language.server.ts";
import { LanguageContext } from "../../app/shared/ui/messages.tsx";
import { formRequest, makeContext } from "./helpers.ts";
import { realV1, signedInManager } from "./real-v1.ts";
import { callAction, callLoader } from "./route-call.ts";

const v1 = realV1();

describe("the members pages in Spanish", () => {
  it("say what is wrong with the form in Spanish, as the page's heading does", async () => {
    const manager = await signedInManager(v1.api);
    const { context } = makeContext(manager.session);
    context.set(languageContext, "es");
    function Page() {
      const props = { loaderData: useLoaderData(), actionData: useActionData() } as Parameters<
        typeof NewMember
      >[0];
      return <NewMember {...props} />;
    }
    const routes = [
      {
        id: "new",
        path: "/dashboard/members/new",
        loader: ({ request }: LoaderFunctionArgs) => callLoader(loader, { request, context }),
        action: ({ request }: ActionFunctionArgs) => callAction(action, { request, context }),
        Component: Page,
      },
    ];
    const handler = createStaticHandler(routes);
    const result = await handler.query(formRequest("/dashboard/members/new", { name: "  " }));
    if (result instanceof Response) throw new Error("expected a render context");
    const html = renderToString(
      <LanguageContext.Provider value="es">
        <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />
      </LanguageContext.Provider>,
    );
    expect(html).toContain("<h1>Añadir una persona</h1>");
    expect(html).toContain("<title>Error: Añadir una persona – Tandem</title>");
    expect(html).toContain(">Nombre</label>");
    expect(html).toContain("Escriba el nombre de la persona");
    expect(html).not.toContain("Enter the person");
    expect(html).toContain("Añadir persona</button>");
  });
});
