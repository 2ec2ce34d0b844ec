// The service mounts its handlers from the contract's table (api/http/router.ts): an endpoint without a handler
// or a handler without an endpoint stops the start, and a new endpoint is a contract row and a handler — the
// portal's client reaches it by name with no method of its own (docs/api.md "Adding an endpoint").
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { endpoints, listEndpoints, type EndpointName } from "../../contract/endpoints.ts";
import type { ApiContext } from "../../api/context.ts";
import { combineHandlers, mountEndpoints, unmatchedHandlers, type Handlers } from "../../api/http/router.ts";
import { usePortalEnv } from "../portal/helpers.ts";
import type { CallInput } from "../../app/shared/v1-call.server.ts";
import { publicV1 } from "../../app/shared/v1-client.server.ts";

const ctx = {} as ApiContext;
const answer = (status: number) => [
  (_ctx: ApiContext, _req: express.Request, res: express.Response) => void res.status(status).end(),
];

/** A handler for every endpoint of the table (each answers 204): what a slice's tables add up to. */
function everyHandler(): Handlers {
  return Object.fromEntries(listEndpoints().map((e) => [e.name, answer(204)]));
}

describe("mounting from the contract's table", () => {
  it("refuses an endpoint without a handler, naming it", () => {
    const handlers = everyHandler();
    delete handlers.getCommunity;
    expect(unmatchedHandlers(handlers)).toEqual({ missing: ["getCommunity"], unknown: [] });
    expect(() => mountEndpoints(express.Router(), ctx, [handlers])).toThrow(
      /without a handler: getCommunity/,
    );
  });

  it("refuses a handler without an endpoint, naming it", () => {
    const handlers = { ...everyHandler(), getCommunty: answer(200) } as Handlers;
    expect(() => mountEndpoints(express.Router(), ctx, [handlers])).toThrow(
      /without an endpoint.*getCommunty/,
    );
  });

  it("refuses an endpoint handled by two slices", () => {
    expect(() => combineHandlers([{ listPlans: answer(200) }, { listPlans: answer(200) }])).toThrow(
      /listPlans has two handlers/,
    );
  });
});

describe("a new endpoint: a contract row and a handler", () => {
  let server: Server | undefined;
  afterAll(async () => {
    delete (endpoints as Record<string, unknown>).getThing;
    server?.closeAllConnections();
    if (server?.listening) await new Promise((resolve) => server!.close(resolve));
  });

  it("is served under the contract's path with its parameter names, and the client calls it by name", async () => {
    const today = everyHandler();
    // 1. The contract row (what contract/<slice>.ts would declare).
    Object.assign(endpoints, {
      getThing: {
        method: "GET",
        path: "/v1/communities/:communityId/things/:thingId",
        auth: "none",
        response: z.object({ community: z.string(), thing: z.string() }),
      },
    });
    // 2. The handler, keyed by the row's name, reading the row's parameter names.
    const slice = {
      getThing: [
        (_ctx: ApiContext, req: express.Request, res: express.Response) =>
          void res.json({ community: req.params.communityId, thing: req.params.thingId, extra: 1 }),
      ],
    } as Handlers;
    const app = express();
    const v1 = express.Router();
    mountEndpoints(v1, ctx, [today, slice]);
    app.use("/v1", v1);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    usePortalEnv({ API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });

    // 3. The portal reaches it with no method of its own: method, path and answer's schema from the row.
    const client = publicV1();
    // The row exists only at run time: its name and params are typed as any endpoint's.
    const input: CallInput<EndpointName> = { params: { communityId: "c 1", thingId: "t/2" } };
    const thing = await client.call("getThing" as EndpointName, input);
    expect(thing).toEqual({ community: "c 1", thing: "t/2" });
  });
});
