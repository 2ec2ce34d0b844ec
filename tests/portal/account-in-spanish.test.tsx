// A page of the account slice read in Spanish (docs/languages.md): "Change your password" posted with nothing
// typed, against the real /v1, answers the page with its heading, its labels and the errors in Spanish, as the
// server renders it.
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  type ActionFunctionArgs,
} from "react-router";
import { describe, expect, it } from "vitest";
import ChangePassword, { action } from "../../app/account/change-password.tsx";
import { languageContext } from "../../app/shared/language.server.ts";
import { LanguageContext } from "../../app/shared/ui/messages.tsx";
import { formRequest, makeContext } from "./helpers.ts";
import { realV1, signedInManager } from "./real-v1.ts";
import { callAction } from "./route-call.ts";

const v1 = realV1();

describe("the account pages in Spanish", () => {
  it("say what is wrong with the password form in Spanish, as the page's heading does", async () => {
    const manager = await signedInManager(v1.api);
    const { context } = makeContext(manager.session);
    context.set(languageContext, "es");
    function Page() {
      const props = { actionData: useActionData() } as Parameters<typeof ChangePassword>[0];
      return <ChangePassword {...props} />;
    }
    const routes = [
      {
        id: "password",
        path: "/account/password",
        loader: () => null,
        action: ({ request }: ActionFunctionArgs) => callAction(action, { request, context }),
        Component: Page,
      },
    ];
    const handler = createStaticHandler(routes);
    const result = await handler.query(formRequest("/account/password", { password: "short" }));
    if (result instanceof Response) throw new Error("expected a render context");
    const html = renderToString(
      <LanguageContext.Provider value="es">
        <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />
      </LanguageContext.Provider>,
    );
    expect(html).toContain("<h1>Cambiar su contraseña</h1>");
    expect(html).toContain("<title>Error: Cambiar su contraseña – Tandem</title>");
    expect(html).toContain(">Contraseña actual</label>");
    expect(html).toContain("Escriba su contraseña actual");
    expect(html).toContain("Vuelva a escribir la contraseña nueva para confirmarla");
    expect(html).not.toContain("Enter your current password");
    expect(html).toContain("Cambiar la contraseña</button>");
  });
});
