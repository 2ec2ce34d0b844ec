// The SSR build's entry (vite.config.ts). The request handler and the load context live in this one
// bundled module, so the context keys the routes read are the ones set here (toolchain notes).
import { createRequestHandler } from "@react-router/express";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../app/shared/context.ts";

export const handler = createRequestHandler({
  build: () => import("virtual:react-router/server-build"),
  mode: process.env.NODE_ENV === "production" ? "production" : "development",
  getLoadContext(_req: ExpressRequest, res: ExpressResponse) {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      requestId: String(res.locals.requestId ?? "-"),
      nonce: String(res.locals.nonce ?? ""),
    });
    return context;
  },
});
