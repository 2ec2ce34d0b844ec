// `npm run lint` refuses an import against layers.ts: ESLint's own API on snippets placed in the folders.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../../", import.meta.url).pathname });

/** The boundaries rule's messages for `code` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

const importing = (from: string, name: string) =>
  `import { ${name} } from "${from}";\nexport const x = ${name};\n`;

describe("layers in lint", () => {
  it("refuses a feature importing a feature its row does not list (members → dashboard)", async () => {
    const errors = await layerErrors(
      "app/members/wrong-way.ts",
      importing("../dashboard/dashboard.server.ts", "loadDashboard"),
    );
    expect(errors).toEqual([expect.stringContaining('"app:members" to elements of type "app:dashboard"')]);
  });

  it("refuses the way back of an allowed import (device → members), and app/shared importing a feature", async () => {
    expect(
      await layerErrors("app/device/x.ts", importing("../members/schemas.ts", "inviteSchema")),
    ).toHaveLength(1);
    expect(
      await layerErrors("app/shared/x.ts", importing("../device/device.server.ts", "statusOf")),
    ).toHaveLength(1);
  });

  it("refuses app → server and api → app", async () => {
    expect(
      await layerErrors("app/auth/x.ts", importing("../../server/routes.ts", "routerPathname")),
    ).toHaveLength(1);
    expect(
      await layerErrors("api/auth/x.ts", importing("../../app/shared/bar-paths.ts", "barEditorPath")),
    ).toHaveLength(1);
  });

  it("allows what the table lists, app/shared and the layers below", async () => {
    expect(
      await layerErrors("app/dashboard/x.ts", importing("../device/device.server.ts", "statusOf")),
    ).toEqual([]);
    expect(
      await layerErrors("app/members/x.ts", importing("../shared/members.server.ts", "managerOnly")),
    ).toEqual([]);
    expect(
      await layerErrors("app/members/x.ts", importing("../../contract/index.ts", "MEMBER_PAGE")),
    ).toEqual([]);
    expect(
      await layerErrors("server/x.ts", importing("../app/people-csv/paths.ts", "PEOPLE_IMPORT_PATH")),
    ).toEqual([]);
  });
});
