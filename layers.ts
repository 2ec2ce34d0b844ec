// The layers and the portal's feature folders, and which may import which: the table eslint.config.js
// enforces (eslint-plugin-boundaries, `npm run lint`) and CONTRIBUTING.md ("How the code is laid out") explains.
// tests/common/layers.test.ts checks that every folder of app/ has a row, that the rows name real folders, and
// that the feature table has no cycle; tests/common/layers-lint.test.ts runs ESLint on a wrong-way import.

/** The layers: contract/ ← common/ ← api/ and app/; server/ and server.ts compose them. */
export const LAYERS = ["contract", "common", "api", "app", "server"] as const;
export type Layer = (typeof LAYERS)[number];

/** Which layer may import which (a layer always imports itself). */
export const LAYER_IMPORTS: Record<Layer, readonly Layer[]> = {
  contract: [],
  common: ["contract"],
  api: ["contract", "common"],
  app: ["contract", "common"],
  server: ["contract", "common", "api", "app"],
};

/**
 * The portal's feature folders (app/<feature>/) and the other features each may import. Every feature may
 * import app/shared/ and itself; app/shared/ imports no feature. A page that shows another feature's piece
 * imports that feature; when two features need the same code, it moves to app/shared/ (or to the feature that
 * owns it), so the table stays a DAG (no feature reaches itself through others).
 */
export const APP_FEATURES: Record<string, readonly string[]> = {
  // The account page shows the plan and the link-health mail setting, and links a member's bars; its forms reuse
  // sign-up's fields.
  account: ["auth", "billing", "link-health", "member-say"],
  audit: [],
  // A member lands on their own bars after signing in.
  auth: ["member-say"],
  // The editor shows the base bar's rows, the person's computers, link problems and what the member said.
  "bar-editor": ["base-bar", "device", "link-health", "member-say"],
  "base-bar": [],
  billing: [],
  // The group page shows the trial and the group's billing.
  community: ["billing"],
  // A bad confirmation link says what a bad reset link says.
  "confirm-email": ["reset-password"],
  // The dashboard links the base bar and the people files, shows the plan, computers and link problems.
  dashboard: ["base-bar", "billing", "device", "link-health", "people-csv"],
  "dev-outbox": [],
  device: [],
  download: [],
  "early-release": [],
  info: [],
  // Accepting an invitation signs in or registers; inviting uses the person's form.
  invitations: ["auth", "members"],
  "link-health": [],
  "member-say": [],
  "member-view": [],
  // A person's pages: their fields, the group's limit, their computers, link problems, what they said.
  members: ["auth", "billing", "device", "link-health", "member-say"],
  // The CSV check says which plan fits the group the file would make.
  "people-csv": ["billing"],
  // The reset form reuses sign-up's email and password fields.
  "reset-password": ["auth"],
};

/** Folders of app/ that are not features: what every page uses, and the styles. */
export const APP_NOT_FEATURES = ["shared", "styles"] as const;

/** The element types of eslint-plugin-boundaries: a layer, app/shared, or `app:<feature>`. */
export const featureType = (feature: string) => `app:${feature}`;

/** A cycle in the feature table (the features in order, the first repeated at the end), or null. */
export function featureCycle(table: Record<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    if (state.get(feature) === "done") return null;
    if (state.get(feature) === "open") return [...path.slice(path.indexOf(feature)), feature];
    state.set(feature, "open");
    path.push(feature);
    for (const next of table[feature] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(feature, "done");
    return null;
  };
  for (const feature of Object.keys(table)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}
