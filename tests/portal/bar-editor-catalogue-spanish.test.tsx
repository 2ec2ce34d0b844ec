// The button catalogue in the bar editor read in Spanish (docs/languages.md), against the real /v1, without
// JavaScript: a button added from the catalogue is named in Spanish and saved so (the desktop app shows the bar's
// own words), the buttons already on the bar keep theirs, and the catalogue's search finds buttons by Spanish and
// by English words. The island gets the Spanish catalogue's words with its own, and no others.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { action as editButtonAction, loader as editButtonLoader } from "../../app/bar-editor/edit-button.tsx";
import { action as editorAction, loader as editorLoader } from "../../app/bar-editor/editor.tsx";
import { EditorRegion } from "../../app/bar-editor/island/region.tsx";
import { languageMiddleware } from "../../app/shared/language.server.ts";
import { createItem, toWire } from "../../common/catalogue/index.ts";
import { formRequest, makeContext, thrown } from "./helpers.ts";
import { barFor, barNow, realV1, signedInManager, type Manager } from "./real-v1.ts";
import { callAction, callLoader, callMiddleware } from "./route-call.ts";

const v1 = realV1();

/** A request context whose language is the one `?lang=es` chose (the root middleware's work). */
async function spanish(manager: Manager) {
  const { context, session } = makeContext(manager.session);
  const request = new Request("http://portal.test/dashboard?lang=es");
  await callMiddleware(languageMiddleware, { request, context }, async () => new Response("page"));
  return { context, session };
}

/** The manager's bar with Dark Mode on it, added when the manager read English. */
async function barWithDarkMode(manager: Manager) {
  return barFor(v1.api, manager, { items: [toWire(createItem("dark_mode", { id: "d1" }))] });
}

/** The editor region as the page sends it (the no-JS editor) for `query`, read in Spanish. */
async function editorHtml(manager: Manager, barId: string, query: string) {
  const { context } = await spanish(manager);
  const request = new Request(
    `http://portal.test/dashboard/tandembar-editor/?barId=${barId}&continue=1&catalogView=1${query}`,
  );
  const page = await callLoader(editorLoader, { request, context });
  return { page, html: renderToString(<EditorRegion {...page.island} />) };
}

describe("the editor's catalogue in Spanish, without JavaScript", () => {
  it("adds Volume named in Spanish, saves it so, and leaves the button already there as it was", async () => {
    const manager = await signedInManager(v1.api);
    const bar = await barWithDarkMode(manager);
    const path = `/dashboard/tandembar-editor/?barId=${bar.id}`;

    const add = await spanish(manager);
    await thrown(
      callAction(editorAction, {
        request: formRequest(path, { intent: "add", key: "volume" }),
        context: add.context,
      }),
    );
    expect(add.session.data.banner?.message).toBe("Elemento nuevo añadido: «Volumen».");
    const save = await spanish(manager);
    await thrown(
      callAction(editorAction, { request: formRequest(path, { intent: "save" }), context: save.context }),
    );

    const saved = await barNow(v1.api, manager, bar.id);
    expect(saved.version).toBe(2);
    expect(saved.items.map((i) => i.configuration?.label)).toEqual(["Dark Mode", "Volumen"]);
    expect(saved.items[1]?.configuration).toMatchObject({
      description: "Sube o baja el sonido.",
      identifier: "volume",
    });
  });

  it("opens a new button's page with its Spanish name, fields and rules", async () => {
    const manager = await signedInManager(v1.api);
    const bar = await barWithDarkMode(manager);
    const page = `/dashboard/tandembar-editor/button?barId=${bar.id}&key=open_link&new=1`;
    const { context } = await spanish(manager);
    const d = await callLoader(editButtonLoader, {
      request: new Request(`http://portal.test${page}`),
      context,
    });
    expect(d.label).toBe("Abrir página web");

    const kept = await spanish(manager);
    const answer = await callAction(editButtonAction, {
      request: formRequest(page, { label: "Abrir página web", url: "", intent: "save" }),
      context: kept.context,
    });
    expect(answer).toMatchObject({
      problems: [{ field: "url", message: "Escriba la dirección de la página web." }],
    });
  });

  it("finds Volume by 'volumen' and by 'volume', and says in Spanish when nothing is found", async () => {
    const manager = await signedInManager(v1.api);
    const bar = await barWithDarkMode(manager);
    for (const q of ["volumen", "volume"]) {
      const { html } = await editorHtml(manager, bar.id, `&q=${q}`);
      expect(html).toContain("Botones encontrados");
      expect(html).toMatch(
        /<strong>Volumen<\/strong><span class="catalogue-entry__description">Sube o baja el sonido\.<\/span>/,
      );
    }
    const { html: none } = await editorHtml(manager, bar.id, "&q=qqqq");
    expect(none).toContain("No se encontró ningún botón al buscar «qqqq»");
    expect(none).not.toContain("No buttons were found");
  });

  it("lists the groups, the bar's problems and the preview's parts in Spanish, and gives the island those words", async () => {
    const manager = await signedInManager(v1.api);
    const bar = await barWithDarkMode(manager);
    const { page, html } = await editorHtml(manager, bar.id, "");
    expect(html).toContain("Acciones del ordenador");
    expect(html).toContain("Muestra el texto claro sobre un fondo oscuro.");
    expect(html).not.toContain("Computer actions");
    // The stored English parts of Dark Mode, read in Spanish in the preview.
    expect(html).toMatch(
      /data-preview-part="">Sí<\/span><span class="desktop-multi__part" data-preview-part="">No</,
    );
    expect(page.island.words.catalogue?.buttons.volume.label).toBe("Volumen");
    expect(page.island.words.linkMark.needsAttention).toBe("Necesita atención:");

    const english = makeContext(manager.session);
    const request = new Request(`http://portal.test/dashboard/tandembar-editor/?barId=${bar.id}`);
    const englishPage = await callLoader(editorLoader, { request, context: english.context });
    expect(englishPage.island.words.catalogue).toBeUndefined();
  });
});
