// The words shared code writes, read in French and Spanish (docs/languages.md): the dashboard of a large group in
// French (the people search, the count, the pages, a person's invitation state and link), against the real /v1;
// the shared 404 and 429 pages in Spanish, as the root error boundary renders them; and the server's own plain
// page for a refused form, in the language the browser asks for.
import express from "express";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
} from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import Dashboard, { loader as dashboardLoader } from "../../app/dashboard/dashboard.tsx";
import { ErrorBoundary } from "../../app/root.tsx";
import { describeChanges, plainChanges, type VersionShape } from "../../app/shared/bar-diff.ts";
import type { TooManyAttempts } from "../../app/shared/errors.ts";
import { languageContext } from "../../app/shared/language.server.ts";
import { LanguageContext } from "../../app/shared/ui/messages.tsx";
import type { Language } from "../../contract/language.ts";
import { refuseCrossSite } from "../../server/middleware/cross-site.ts";
import { makeContext } from "./helpers.ts";
import { realV1, signedInManager, v1Ok } from "./real-v1.ts";
import { callLoader } from "./route-call.ts";

const v1 = realV1();

/** Renders one route at `path` (its loader, component and error boundary) in `language`, as the server does. */
async function render(
  language: Language,
  path: string,
  route: { loader: (args: LoaderFunctionArgs) => unknown; Component?: () => React.ReactNode },
) {
  function Boundary() {
    return <ErrorBoundary {...({ error: useRouteError() } as Parameters<typeof ErrorBoundary>[0])} />;
  }
  const routes = [
    {
      id: "page",
      path: new URL(path, "http://x").pathname,
      Component: () => null,
      ErrorBoundary: Boundary,
      ...route,
    },
  ];
  const result = await createStaticHandler(routes).query(new Request(`http://portal.test${path}`));
  if (result instanceof Response) throw new Error("expected a render context");
  return renderToString(
    <LanguageContext.Provider value={language}>
      <StaticRouterProvider router={createStaticRouter(routes, result)} context={result} />
    </LanguageContext.Provider>,
  );
}

describe("shared words in French", () => {
  it("the dashboard's people search, count, pages and invitation states", async () => {
    // A large group: 60 people from a file (not invited), besides the manager.
    const manager = await signedInManager(v1.api, { group: "École" });
    const names = Array.from({ length: 60 }, (_, i) => `Personne ${i + 1}`);
    const check = await v1Ok(v1.api, "POST", `/v1/communities/${manager.communityId}/people_csv`, {
      token: manager.token,
      body: { csv: `name,invite\n${names.map((n) => `${n},no`).join("\n")}\n` },
    });
    const previewId = (check.json as { preview_id: string }).preview_id;
    await v1Ok(v1.api, "POST", `/v1/communities/${manager.communityId}/people_csv/${previewId}/import`, {
      token: manager.token,
    });
    const { context } = makeContext(manager.session);
    context.set(languageContext, "fr");
    function Page() {
      return <Dashboard {...({ loaderData: useLoaderData() } as Parameters<typeof Dashboard>[0])} />;
    }
    const html = await render("fr", "/dashboard", {
      loader: ({ request }) => callLoader(dashboardLoader, { request, context }),
      Component: Page,
    });
    expect(html).toContain(">Chercher des personnes par nom ou adresse e-mail</label>");
    expect(html).toContain(">Chercher</button>");
    expect(html).toContain("61 personnes ; affichage de 1 à 50.");
    expect(html).toContain("Page 1 sur 2");
    expect(html).toMatch(/Suivante<span class="visually-hidden"> : page suivante<\/span>/);
    expect(html).toContain(">pas invité</span>");
    expect(html).not.toMatch(/Search people|showing 1|Page 1 of|>Next<|not invited/);
    // The group's Default Bar under its French name.
    expect(html).toContain("Barre par défaut");
    expect(html).not.toContain("Default Bar");

    const none = await render("fr", "/dashboard?q=zed", {
      loader: ({ request }) => callLoader(dashboardLoader, { request, context }),
      Component: Page,
    });
    expect(none).toContain("Personne ne correspond à « zed ».");
    expect(none).toContain(">Afficher tout le monde</a>");
  });
});

describe("what changed on a bar", () => {
  const item = (id: string, label: string) => ({ id, label, digest: `d-${id}` });
  const bar = (items: VersionShape["items"]): VersionShape => ({ name: "Barre", is_shared: false, items });
  const before = bar([item("s", "Skype"), item("w", "Météo"), item("r", "Radio"), item("e", "E-mail")]);
  const after = bar([item("e", "E-mail"), item("w", "Météo"), item("r", "Radio"), item("n", "")]);

  it("is told to a manager in French and to a member in Spanish", () => {
    expect(describeChanges(before, after, "fr")).toBe(
      "« (sans texte) » ajouté en position 4 ; « E-mail » déplacé en position 1 ; « Skype » retiré.",
    );
    expect(describeChanges(after, after, "fr")).toBe("Aucun changement.");
    expect(plainChanges(before, after, "es")).toEqual([
      "Añadido: un botón sin texto.",
      "Movido: E-mail está ahora en primer lugar.",
      "Quitado: Skype.",
    ]);
  });
});

describe("shared pages in Spanish", () => {
  it("the page not found", async () => {
    const html = await render("es", "/no-such-page", {
      loader: () => {
        throw data(null, { status: 404 });
      },
    });
    expect(html).toContain("<h1>No encontramos la página</h1>");
    expect(html).toContain("<title>No encontramos la página – Tandem</title>");
    expect(html).toContain("Si escribió la dirección web, compruebe que está bien.");
    expect(html).toMatch(/<a href="\/"[^>]*>vaya a la página de inicio<\/a>/);
    expect(html).not.toContain("Page not found");
  });

  it("too many attempts, with the minutes to wait", async () => {
    const body: TooManyAttempts = { tooManyAttempts: true, windowMinutes: 15 };
    const html = await render("es", "/login", {
      loader: () => {
        throw data(body, { status: 429 });
      },
    });
    expect(html).toContain("<h1>Demasiados intentos</h1>");
    expect(html).toContain(
      "Ha habido demasiados intentos desde su red en poco tiempo. Espere 15 minutos y vuelva a intentarlo.",
    );
  });
});

describe("the server's plain pages", () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it("refuse a cross-site form in the browser's language, or the one the address asks for", async () => {
    const app = express();
    app.use(refuseCrossSite(new URL("http://portal.test")));
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, language: string) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site", "Accept-Language": language },
      });
    const french = await post("/login", "fr-CA,fr;q=0.9");
    expect(french.status).toBe(403);
    const page = await french.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("<title>Erreur : Demande refusée</title>");
    expect(page).toContain("Les formulaires ne peuvent être envoyés que depuis les pages de ce site.");
    expect(page).toContain(">Aller à la page d’accueil</a>");
    const spanish = await (await post("/login?lang=es", "fr")).text();
    expect(spanish).toContain("<h1>Solicitud rechazada</h1>");
  });
});
