// The enhanced bar editor (the island, docs/decisions/017) with JavaScript on: drag and drop with the mouse and the
// keyboard, the dialogs, the link check, the unsaved-changes questions, and the fallbacks (a bundle that
// does not load, a narrow screen). e2e/bar-editor.spec.ts covers the same editor without JavaScript.
// Every request stays on loopback: the link check runs with LINK_CHECK=loopback against a server this
// spec starts on 127.0.0.1.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Dialog, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, managerWithGroup, pickPreset, test } from "./helpers.ts";
import { addPerson } from "./group-helpers.ts";

test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  "the enhanced editor needs JavaScript; e2e/bar-editor.spec.ts covers the editor without it",
);

/** Four buttons: two email sites, Reddit and Facebook. */
const PRESET = "Email and social media";
const UNSAVED = "This bar has unsaved changes.";
const SAVED = /^All changes are saved \(version (\d+)\)\.$/;
const LEAVE = "Do you really want to leave? You have unsaved changes!";

async function islandReady(page: Page): Promise<void> {
  await expect(page.locator("#editor-island")).toHaveAttribute("data-island", "ready");
}

/** A new manager with a group, in the editor of a new bar made from the preset; the bar's labels. */
async function openEditor(page: Page): Promise<string[]> {
  await managerWithGroup(page);
  await pickPreset(page, PRESET);
  await islandReady(page);
  await expect(listFaces(page)).toHaveCount(4);
  return listLabels(page);
}

/** The list of the bar's buttons (always there, also on a narrow screen). */
function listFaces(page: Page): Locator {
  return page.locator(".bar-list > li .bar-item__face");
}

async function listLabels(page: Page): Promise<string[]> {
  return (await listFaces(page).allInnerTexts()).map((s) => s.trim());
}

function preview(page: Page): Locator {
  return page.getByRole("region", { name: "Preview of the bar" });
}

/**
 * Waits until a button picked up with Space listens for the arrow keys. dnd-kit's keyboard sensor adds its
 * key listener in a timer task after the pick-up, and Chromium runs input before timers when the machine is
 * busy, so a key sent at machine speed right after the pick-up's announcement could arrive before the listener
 * and be lost (no person types that fast). A timer posted now runs after the sensor's.
 */
async function pickedUp(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function announcer(page: Page): Locator {
  return page.locator("#editor-announcer");
}

function status(page: Page, text: string | RegExp): Locator {
  return page.getByText(text, { exact: typeof text === "string" ? true : undefined });
}

/** The next time the island keeps the draft on the server. */
function draftKept(page: Page) {
  return page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      new URL(r.url()).pathname.endsWith("/tandembar-editor/changes") &&
      r.ok(),
  );
}

/** Accepts every dialog of the browser itself (the beforeunload warning) and records its type. */
function recordBrowserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the mouse as a person does: press on the handle, move a little (the drag starts after a
 * few pixels), glide to the target and let go. A target given as a function is looked up once the drag
 * has started (the remove zone appears only then).
 */
async function dragWithMouse(page: Page, handle: Locator, target: Locator | (() => Locator)): Promise<void> {
  const to = typeof target === "function" ? undefined : await centre(target);
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(from.x + 16, from.y + 12, { steps: 4 });
  const end = to ?? (await centre((target as () => Locator)()));
  await page.mouse.move(end.x, end.y, { steps: 15 });
  // Let the drop target settle under the pointer before letting go.
  await page.mouse.move(end.x + 1, end.y, { steps: 2 });
  await page.mouse.up();
}

/** Drops console errors the test expects (a failed load it caused on purpose, a 410 from the link check). */
function forgive(consoleErrors: string[], expected: RegExp): void {
  const rest = consoleErrors.filter((e) => !expected.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/**
 * A website on loopback for the link check (the e2e servers run with LINK_CHECK=loopback: every name is
 * 127.0.0.1). /ok answers 200 after a moment (so "Checking the link…" can be seen); /moved on ok.test has
 * moved to www.ok.test; everything else is 404. Plain http only.
 */
async function startSite(): Promise<{ port: number; close: () => Promise<void> }> {
  const site = http.createServer((req, res) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    if (req.url === "/ok") {
      setTimeout(() => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<title>ok</title>");
      }, 600);
    } else if (req.url === "/moved" && host === "ok.test") {
      res.writeHead(301, { Location: `http://www.ok.test:${port}/moved` });
      res.end();
    } else if (req.url === "/moved" && host === "www.ok.test") {
      res.writeHead(200);
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const port = (site.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        site.closeAllConnections();
        site.close(() => resolve());
      }),
  };
}

/** Adds "Open a web page" from the catalogue; its dialog opens at once. */
async function addWebPageButton(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add a button" }).click();
  await page
    .getByRole("button", { name: /^Add to bar Open a web page/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /^Edit the button / });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("the enhanced bar editor", () => {
  test("loads its one module, and a mouse drag in the preview reorders, kept in the draft over a reload", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const start = await openEditor(page);
    expect(scripts.filter((s) => s.startsWith("/assets/editor/"))).toEqual([
      expect.stringMatching(/^\/assets\/editor\/island-[\w-]+\.js$/),
    ]);
    await expect(status(page, SAVED)).toBeVisible();
    await expect(preview(page)).toBeVisible();
    await expect(preview(page).locator("li[data-preview-item]")).toHaveCount(start.length);
    await expectAccessible(page);

    // The first button onto the third place.
    const kept = draftKept(page);
    await dragWithMouse(
      page,
      preview(page).getByRole("button", { name: `Drag ${start[0]}`, exact: true }),
      preview(page).getByRole("button", { name: `Drag ${start[2]}`, exact: true }),
    );
    const moved = [start[1], start[2], start[0], ...start.slice(3)] as string[];
    await expect(listFaces(page)).toHaveText(moved);
    await expect(status(page, UNSAVED)).toBeVisible();
    await expect(announcer(page)).toContainText(`"${start[0]}" moved to position 3 of ${start.length}.`);
    await kept;

    // The draft is on the server: a reload (past the browser's leave warning) shows the new order.
    const dialogs = recordBrowserDialogs(page);
    await page.reload();
    await islandReady(page);
    expect(dialogs).toEqual(["beforeunload"]);
    await expect(listFaces(page)).toHaveText(moved);
    await expect(status(page, UNSAVED)).toBeVisible();
  });

  test("a keyboard drag: Space picks up, arrows move, Space drops, Escape cancels, each announced", async ({
    page,
  }) => {
    const start = await openEditor(page);
    const n = start.length;
    const label = start[0]!;
    const handle = preview(page).getByRole("button", { name: `Drag ${label}`, exact: true });
    await handle.focus();
    await page.keyboard.press("Space");
    // The instructions stay: the lifted button being "over" its own place is not announced over them.
    await expect(announcer(page)).toHaveText(
      `Picked up "${label}", position 1 of ${n}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    );
    // Accessible while a button is lifted.
    await expectAccessible(page);
    await pickedUp(page);
    await page.keyboard.press("ArrowRight");
    await expect(announcer(page)).toHaveText(`"${label}" is over position 2 of ${n}.`);
    const kept = draftKept(page);
    await page.keyboard.press("Space");
    await expect(announcer(page)).toHaveText(`"${label}" moved to position 2 of ${n}.`);
    const moved = [start[1], label, ...start.slice(2)] as string[];
    await expect(listFaces(page)).toHaveText(moved);
    await expect(status(page, UNSAVED)).toBeVisible();
    await kept;
    // The handle keeps focus after the drop, so the next move can start at once.
    await expect(handle).toBeFocused();

    // Escape puts it back where it was.
    await page.keyboard.press("Space");
    await expect(announcer(page)).toContainText(`Picked up "${label}", position 2 of ${n}.`);
    await pickedUp(page);
    await page.keyboard.press("ArrowRight");
    await expect(announcer(page)).toHaveText(`"${label}" is over position 3 of ${n}.`);
    await page.keyboard.press("Escape");
    await expect(announcer(page)).toHaveText(
      `Moving "${label}" was cancelled. It is back at position 2 of ${n}.`,
    );
    await expect(listFaces(page)).toHaveText(moved);
    // Announcements do not pile up: each goes after 5 s.
    await expect(announcer(page)).toHaveText("", { timeout: 7_000 });
  });

  test("a keyboard drag stops at the ends of the preview: Left on the first, Right on the last", async ({
    page,
  }) => {
    const start = await openEditor(page);
    const n = start.length;
    for (const [label, key, position] of [
      [start[0]!, "ArrowLeft", 1],
      [start[n - 1]!, "ArrowRight", n],
    ] as const) {
      const handle = preview(page).getByRole("button", { name: `Drag ${label}`, exact: true });
      await handle.focus();
      await page.keyboard.press("Space");
      await expect(announcer(page)).toContainText(`Picked up "${label}", position ${position} of ${n}.`);
      await pickedUp(page);
      await page.keyboard.press(key);
      await page.keyboard.press(key);
      await page.keyboard.press("Space");
      await expect(announcer(page)).toHaveText(`"${label}" moved to position ${position} of ${n}.`);
      await expect(listFaces(page)).toHaveText(start);
    }
    await expect(status(page, SAVED)).toBeVisible();
  });

  test("drag from the catalogue onto the bar adds a button; onto the remove zone removes one", async ({
    page,
  }) => {
    const start = await openEditor(page);
    const n = start.length;
    await page.getByRole("button", { name: "Add a button" }).click();
    await page.getByLabel("Search for buttons").fill("magnifier");
    const handle = page.getByRole("button", { name: "Drag Magnifier onto the bar" }).first();
    await expect(handle).toBeVisible();
    const kept = draftKept(page);
    // Onto the last button of the bar: the new one takes a place on the bar.
    await dragWithMouse(
      page,
      handle,
      preview(page).getByRole("button", { name: `Drag ${start[n - 1]}`, exact: true }),
    );
    await expect(announcer(page)).toHaveText('New item added: "Magnifier".');
    await expect(listFaces(page)).toHaveCount(n + 1);
    expect(await listLabels(page)).toContain("Magnifier");
    await expect(preview(page).locator("li[data-preview-item]")).toHaveCount(n + 1);
    await expect(status(page, UNSAVED)).toBeVisible();
    await kept;

    // Remove the second button by dropping it on the zone that appears while dragging.
    const before = await listLabels(page);
    const victim = before[1]!;
    await dragWithMouse(
      page,
      preview(page).getByRole("button", { name: `Drag ${victim}`, exact: true }),
      () => page.getByText("Drop here to remove the button"),
    );
    await expect(announcer(page)).toHaveText(`Button removed: "${victim}".`);
    await expect(listFaces(page)).toHaveText(before.filter((_, i) => i !== 1));
  });

  test("in Spanish: the catalogue, its search, a new button's name and its fields, from the words the page sent", async ({
    page,
  }) => {
    await openEditor(page);
    await page.goto(`${page.url()}&lang=es`);
    await islandReady(page);
    await page.getByRole("button", { name: "Añadir un botón" }).click();
    await expect(page.getByRole("heading", { name: "Acciones del ordenador" })).toBeVisible();
    const search = page.getByLabel("Buscar botones");
    // Found as they type, by the Spanish word and by the English one.
    for (const word of ["volumen", "volume"]) {
      await search.fill(word);
      await expect(page.locator(".catalogue-entry").first()).toContainText("VolumenSube o baja el sonido.");
    }
    await search.fill("qqqq");
    await expect(page.getByText("No se encontró ningún botón al buscar «qqqq»")).toBeVisible();

    await search.fill("volumen");
    await page.getByRole("button", { name: "Añadir a la barra Volumen" }).click();
    await expect(announcer(page)).toHaveText("Elemento nuevo añadido: «Volumen».");
    expect(await listLabels(page)).toContain("Volumen");

    await search.fill("página web");
    await page.getByRole("button", { name: /^Añadir a la barra Abrir una página web/ }).click();
    const dialog = page.getByRole("dialog", { name: "Editar el botón «Abrir página web»" });
    const address = dialog.getByLabel("Página web que se abre");
    await address.focus();
    await address.blur();
    await expect(dialog.getByText("Escriba la dirección de la página web.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar y quitar el botón" }).click();
  });

  test("Move up and Move down in the list still work, and focus stays on the moved control", async ({
    page,
  }) => {
    const start = await openEditor(page);
    const n = start.length;
    const label = start[0]!;
    await page.getByRole("button", { name: `Move down ${label}` }).click();
    await expect(listFaces(page)).toHaveText([start[1], label, ...start.slice(2)] as string[]);
    await expect(page.getByRole("button", { name: `Move down ${label}` })).toBeFocused();
    await expect(announcer(page)).toHaveText(`"${label}" moved to position 2 of ${n}.`);
    await page.keyboard.press("Enter");
    await expect(listFaces(page)).toHaveText([start[1], start[2], label, ...start.slice(3)] as string[]);
    await expect(page.getByRole("button", { name: `Move down ${label}` })).toBeFocused();
    await page.getByRole("button", { name: `Move up ${label}` }).click();
    await expect(listFaces(page)).toHaveText([start[1], label, ...start.slice(2)] as string[]);
    await expect(page.getByRole("button", { name: `Move up ${label}` })).toBeFocused();
    await expect(status(page, UNSAVED)).toBeVisible();
  });

  test("the edit dialog: modal, focus in and back, validation on blur; Cancel removes a just-added button", async ({
    page,
  }) => {
    const start = await openEditor(page);
    const label = start[1]!;
    const opener = page
      .getByRole("region", { name: /^Buttons on this bar/ })
      .getByRole("link", { name: `Edit ${label}`, exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: `Edit the button "${label}"` });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.tagName === "DIALOG" && d.matches(":modal"))).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The label emptied: the spec's message when the field is left.
    await opener.click();
    const text = dialog.getByLabel("Text on the button");
    await expect(text).toHaveValue(label);
    await text.fill("");
    await text.press("Tab");
    await expect(dialog.getByText("Button label is required.")).toBeVisible();
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(listFaces(page)).toHaveText(start);
    await expect(status(page, SAVED)).toBeVisible();

    // A button that needs a web page, added and then cancelled: it is not added.
    const added = await addWebPageButton(page);
    await added.getByRole("button", { name: "Cancel and remove the button" }).click();
    await expect(added).toBeHidden();
    await expect(listFaces(page)).toHaveText(start);
    await expect(announcer(page)).toContainText("The button was not added.");
  });

  test("the link check: checking, works, a better address, broken, and the problems question", async ({
    page,
    consoleErrors,
  }) => {
    const site = await startSite();
    try {
      const start = await openEditor(page);
      const dialog = await addWebPageButton(page);
      const address = dialog.getByLabel("Web page to open");

      await address.fill(`http://ok.test:${site.port}/ok`);
      const typedAt = Date.now();
      await expect(dialog.getByText("Checking the link…")).toBeVisible();
      // Only once typing has stopped for about 2 s.
      expect(Date.now() - typedAt).toBeGreaterThan(1_500);
      await expect(dialog.getByText("The link works.")).toBeVisible();

      // A page that has moved to www. on the same site: the new address is offered.
      const better = `http://www.ok.test:${site.port}/moved`;
      await address.fill(`http://ok.test:${site.port}/moved`);
      await expect(dialog.getByText(`The link works at ${better}.`)).toBeVisible({ timeout: 8_000 });
      await dialog.getByRole("button", { name: `Use ${better}` }).click();
      await expect(address).toHaveValue(better);
      await expect(address).toBeFocused();

      await address.fill(`http://broken.test:${site.port}/broken`);
      await expect(dialog.getByText(/^The link works/)).toBeHidden();
      await expect(dialog.getByText(/^Broken link: This link does not appear to work\.$/)).toBeVisible({
        timeout: 8_000,
      });

      // Keeping a button whose link looks broken asks first.
      await dialog.getByRole("button", { name: "Keep these settings" }).click();
      const question = page.getByRole("dialog", { name: "This button still has some problems." });
      await expect(question).toBeVisible();
      await expect(question).toContainText("This link does not appear to work.");
      await question.getByRole("button", { name: "Go back" }).click();
      await expect(question).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(address).toBeFocused();
      await dialog.getByRole("button", { name: "Keep these settings" }).click();
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: "Continue" }).click();
      await expect(question).toBeHidden();
      await expect(dialog).toBeHidden();
      await expect(listFaces(page)).toHaveCount(start.length + 1);
      await expect(status(page, UNSAVED)).toBeVisible();
    } finally {
      await site.close();
      // The browser logs the link check's 410 (broken) answers as failed loads.
      forgive(consoleErrors, /^Failed to load resource: the server responded with a status of 410\b/);
    }
  });

  test("an address typed without http:// whose site only answers over http is offered with http://", async ({
    page,
    consoleErrors,
  }) => {
    const site = await startSite();
    try {
      await openEditor(page);
      const dialog = await addWebPageButton(page);
      const address = dialog.getByLabel("Web page to open");
      // The checker tries https:// first, then http:// (api/links/check-link.ts); only http:// works here.
      const corrected = `http://ok.test:${site.port}/ok`;
      await address.fill(`ok.test:${site.port}/ok`);
      await expect(dialog.getByText(`The link works at ${corrected}.`)).toBeVisible({ timeout: 10_000 });
      await dialog.getByRole("button", { name: `Use ${corrected}` }).click();
      await expect(address).toHaveValue(corrected);
    } finally {
      await site.close();
      forgive(consoleErrors, /^Failed to load resource: the server responded with a status of 410\b/);
    }
  });

  test("Keep these settings keeps the address the check found to work, not the one typed", async ({
    page,
    consoleErrors,
  }) => {
    const site = await startSite();
    try {
      await openEditor(page);
      const dialog = await addWebPageButton(page);
      const address = dialog.getByLabel("Web page to open");
      const corrected = `http://ok.test:${site.port}/ok`;
      await address.fill(`ok.test:${site.port}/ok`);
      await expect(dialog.getByText(`The link works at ${corrected}.`)).toBeVisible({ timeout: 10_000 });
      // Not "Use …": the manager keeps the settings as typed.
      const kept = draftKept(page);
      await dialog.getByRole("button", { name: "Keep these settings" }).click();
      await expect(dialog).toBeHidden();
      await kept;
      // The draft on the server has the http:// address (the desktop gets the bar from it once saved).
      await page.reload();
      await islandReady(page);
      await page
        .locator(".bar-list > li")
        .last()
        .getByRole("link", { name: /^Edit / })
        .click();
      await expect(
        page.getByRole("dialog", { name: /^Edit the button / }).getByLabel("Web page to open"),
      ).toHaveValue(corrected);
    } finally {
      await site.close();
      forgive(consoleErrors, /^Failed to load resource: the server responded with a status of 410\b/);
    }
  });

  test("Save says when nothing changed, and asks first when buttons still have problems", async ({
    page,
  }) => {
    await openEditor(page);
    const save = page.getByRole("button", { name: "Save bar" });
    const notice = page.locator(".editor-notice");
    await expect(status(page, SAVED)).toBeVisible();
    await save.click();
    await expect(notice).toHaveText("There are no changes to save. The bar is as it was last saved.");

    // A button that does not work yet: "Open a web page" without an address, kept as it is.
    const dialog = await addWebPageButton(page);
    await dialog.getByRole("button", { name: "Keep these settings" }).click();
    await page
      .getByRole("dialog", { name: "This button still has some problems." })
      .getByRole("button", { name: "Continue" })
      .click();
    await expect(dialog).toBeHidden();
    const row = page.locator(".bar-list > li").last();
    const fix = row.getByRole("link", { name: /^This button has an issue\. Click for more information/ });
    await expect(fix).toBeVisible();
    await expect(preview(page).getByText("This item has a problem.")).toHaveCount(1);

    await save.click();
    const ask = page.getByRole("dialog", { name: /^1 button still has problems: it will not work on .+\.$/ });
    await expect(ask).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole("button", { name: "Fix them" }).click();
    await expect(ask).toBeHidden();
    await expect(fix).toBeFocused();
    await expect(status(page, UNSAVED)).toBeVisible();
    // Its dialog says so as it opens.
    await fix.click();
    const edit = page.getByRole("dialog", { name: /^Edit the button / });
    await expect(edit.getByText("This item has a problem.")).toBeVisible();
    await edit.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(edit).toBeHidden();

    await save.click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(ask).toBeHidden();
    await expect(status(page, SAVED)).toBeVisible();
    await expect(notice).toHaveText("Bar successfully saved.");
  });

  test("the copy and revert dialogs, with focus back on what opened them", async ({ page }) => {
    const start = await openEditor(page);
    const copy = page.getByRole("button", { name: "Copy buttons from another bar" });
    await copy.click();
    const copyDialog = page.getByRole("dialog", { name: "Copy buttons from another bar" });
    await expect(copyDialog).toBeVisible();
    await expectAccessible(page);
    await copyDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(copyDialog).toBeHidden();
    await expect(copy).toBeFocused();

    await copy.click();
    const source = copyDialog.getByRole("radio").first();
    await source.check();
    await copyDialog.getByRole("button", { name: "Copy this bar" }).click();
    await expect(copyDialog).toBeHidden();
    await expect(status(page, UNSAVED)).toBeVisible();

    const revert = page.getByRole("button", { name: "Undo all unsaved changes" });
    await revert.click();
    const revertDialog = page.getByRole("dialog", { name: /^Undo the unsaved changes of .+\?$/ });
    await expect(revertDialog).toBeVisible();
    await expectAccessible(page);
    await revertDialog.getByRole("button", { name: "No, keep them" }).click();
    await expect(revertDialog).toBeHidden();
    await expect(revert).toBeFocused();
    await expect(status(page, UNSAVED)).toBeVisible();

    await revert.click();
    await revertDialog.getByRole("button", { name: "Yes, undo my changes" }).click();
    await expect(revertDialog).toBeHidden();
    await expect(listFaces(page)).toHaveText(start);
    await expect(status(page, SAVED)).toBeVisible();
    // Nothing left to undo; focus is not lost on the page's body.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test("unsaved changes: leaving asks (Cancel, Continue without saving, Save)", async ({ page }) => {
    test.setTimeout(90_000);
    const start = await openEditor(page);
    const editor = page.url();
    const dialogs = recordBrowserDialogs(page);
    const moved = [start[1], start[0], ...start.slice(2)] as string[];
    const kept = draftKept(page);
    await page.getByRole("button", { name: `Move down ${start[0]}` }).click();
    await expect(status(page, UNSAVED)).toBeVisible();
    await kept;

    const help = page.getByRole("contentinfo").getByRole("link", { name: "Help" });
    const leave = page.getByRole("dialog", { name: LEAVE });
    await help.click();
    await expect(leave).toBeVisible();
    await expect(leave.getByRole("button")).toHaveText(["Cancel", "Continue without saving", "Save"]);
    await expectAccessible(page);
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(leave).toBeHidden();
    expect(page.url()).toBe(editor);
    await expect(help).toBeFocused();

    // Leave without saving: the draft stays.
    await help.click();
    await leave.getByRole("button", { name: "Continue without saving" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.goto(editor);
    await islandReady(page);
    await expect(listFaces(page)).toHaveText(moved);
    await expect(status(page, UNSAVED)).toBeVisible();

    // Save, then leave: the logo this time.
    await page.getByRole("link", { name: /home$/ }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Save" }).click();
    await expect(page).not.toHaveURL(/tandembar-editor/);
    await page.goto(editor);
    await islandReady(page);
    await expect(status(page, /^All changes are saved \(version 2\)\.$/)).toBeVisible();
    await expect(listFaces(page)).toHaveText(moved);
    // The island's own question replaced the browser's warning each time.
    expect(dialogs).toEqual([]);
  });

  test("leaving with buttons that have problems: the leave dialog's Save asks about them first", async ({
    page,
  }) => {
    await openEditor(page);
    const editor = page.url();
    const dialog = await addWebPageButton(page);
    await dialog.getByRole("button", { name: "Keep these settings" }).click();
    await page
      .getByRole("dialog", { name: "This button still has some problems." })
      .getByRole("button", { name: "Continue" })
      .click();
    await expect(status(page, UNSAVED)).toBeVisible();

    const help = page.getByRole("contentinfo").getByRole("link", { name: "Help" });
    const leave = page.getByRole("dialog", { name: LEAVE });
    const ask = page.getByRole("dialog", { name: /^1 button still has problems: it will not work on .+\.$/ });
    await help.click();
    await leave.getByRole("button", { name: "Save" }).click();
    await expect(ask).toBeVisible();
    await expectAccessible(page);
    // Fix them: nothing saved, still on the editor.
    await ask.getByRole("button", { name: "Fix them" }).click();
    await expect(ask).toBeHidden();
    expect(page.url()).toBe(editor);
    await expect(status(page, UNSAVED)).toBeVisible();

    // Save anyway: saved, then on to where the person was going.
    await help.click();
    await leave.getByRole("button", { name: "Save" }).click();
    await ask.getByRole("button", { name: "Save anyway" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.goto(editor);
    await islandReady(page);
    await expect(status(page, SAVED)).toBeVisible();
  });

  test("saving a new person's bar asks to invite them", async ({ page }) => {
    await managerWithGroup(page);
    await page.goto(`/dashboard/members/${await addPerson(page, "Dad")}/added`);
    await page.locator('a[href*="tandembar-editor"]').first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Bar for Dad" })).toBeVisible();
    await islandReady(page);

    await page.getByRole("button", { name: "Add a button" }).click();
    await page.getByLabel("Search for buttons").fill("gmail");
    await page.getByRole("button", { name: "Add to bar Gmail" }).first().click();
    await expect(announcer(page)).toHaveText('New item added: "Gmail".');
    await expect(status(page, UNSAVED)).toBeVisible();

    const save = page.getByRole("button", { name: "Save bar" });
    await save.click();
    const invite = page.getByRole("dialog", { name: "Invite Dad?" });
    await expect(invite).toBeVisible();
    await expect(invite.getByRole("link", { name: "Invite now" })).toHaveAttribute(
      "href",
      /\/dashboard\/members\/[^/]+\/invite$/,
    );
    await expectAccessible(page);
    await invite.getByRole("button", { name: "Invite later" }).click();
    await expect(invite).toBeHidden();
    await expect(status(page, SAVED)).toBeVisible();
    await expect(status(page, UNSAVED)).toHaveCount(0);
    await expect(save).toBeFocused();
  });

  test("a bundle that does not load leaves the editor working without it", async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/assets/editor/**", (route) => route.abort());
    try {
      await managerWithGroup(page);
      await pickPreset(page, PRESET);
      // The whole list is there (the preset has four buttons) before it is read.
      await expect(page.getByRole("heading", { name: "Buttons on this bar (4)" })).toBeVisible();
      await expect(listFaces(page)).toHaveCount(4);
      const start = await listLabels(page);
      await page.getByRole("button", { name: `Move down ${start[0]}` }).click();
      // A form post and a new page: the no-JS editor's banner says what happened.
      await expect(page.getByRole("alert")).toContainText(`"${start[0]}" moved to position 2 of 4.`);
      await expect(listFaces(page)).toHaveText([start[1], start[0], ...start.slice(2)] as string[]);
      await expect(page.locator("#editor-island")).not.toHaveAttribute("data-island", "ready");
    } finally {
      // The browser reports the refused module as a failed load: expected here.
      forgive(consoleErrors, /^Failed to load resource: net::ERR_FAILED/);
    }
  });

  test("lite mode: on a phone the list and Add a button, then the preview; the list's Move buttons work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const start = await openEditor(page);
    await expect(preview(page)).toBeVisible();
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);
    // The catalogue opens where "Add a button" stands, with the list, above the preview.
    const [list, add, bar] = [
      await top("#buttons-title"),
      await top("#add-button"),
      await top(".bar-preview"),
    ];
    expect(list).toBeLessThan(bar);
    expect(add).toBeLessThan(bar);
    // Nothing scrolls sideways at 375 px with the preview in the column.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: `Move down ${start[0]}` }).click();
    await expect(listFaces(page)).toHaveText([start[1], start[0], ...start.slice(2)] as string[]);
    await expect(page.getByRole("button", { name: `Move down ${start[0]}` })).toBeFocused();
    await expect(status(page, UNSAVED)).toBeVisible();
    await expectAccessible(page);
  });
});
