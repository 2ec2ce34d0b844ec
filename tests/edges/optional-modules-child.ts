// Child process of optional-modules.test.ts: records every package the process resolves, builds the /v1
// service (and, with REDIS_URL, the shared counters) as server.ts does, delivers one mail, and prints which
// of the optional packages were loaded.

import { registerHooks } from "node:module";

const OPTIONAL = ["stripe", "nodemailer", "ioredis"];
const loaded = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (OPTIONAL.includes(specifier)) loaded.add(specifier);
    return nextResolve(specifier, context);
  },
});

const { createApi, loadApiConfig } = await import("../../api/app.ts");
const { shareCountersThroughRedis } = await import("../../api/http/shared-state.ts");
const { createLogger } = await import("../../common/log.ts");

const logger = createLogger("error", () => undefined);
const shared = process.env.REDIS_URL
  ? await shareCountersThroughRedis(process.env.REDIS_URL, logger)
  : undefined;
const config = { ...loadApiConfig(process.env), logger, dataDir: "memory://", databaseUrl: undefined };
const api = await createApi(config);
// One message through the mailer as the service sends it (to an SMTP port nobody listens on, if any).
const { createMailer } = await import("../../api/mail/mailer.ts");
const mailer = createMailer({
  db: api.db,
  logger,
  from: "T <t@example.com>",
  smtpUrl: config.smtpUrl,
  now: () => new Date(),
});
const id = await mailer.queue(api.db, "someone@example.com", {
  kind: "verify_email",
  subject: "Test",
  text: "Test",
  html: "<p>Test</p>",
});
await mailer.deliver([id]);
mailer.close();
await api.close();
await shared?.close();
process.stdout.write(`${JSON.stringify([...loaded].sort())}\n`);
process.exit(0);
