// The link checker behind HEAD /v1/validate/link/{url}: does this address open a website?
//
// Safety (docs/design.md, original-api §8.21): only http and https; every host is resolved once and
// refused when any of its addresses is not public (ip-ranges.ts), on the first request and on
// every redirect (at most 5); the connection goes to the address that was checked (a custom
// `lookup` hands it to node:http, so a name that re-resolves differently cannot move it), while
// Host and TLS SNI keep the name so certificates are still verified. 10 s for a link; an address
// typed without a scheme is tried as https:// and then, for 3 s, as http://.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { LinkCheckResult } from "../../contract/links.ts";
import { parseWebAddress } from "../../common/catalogue/url.ts";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { judgeAddress } from "./ip-ranges.ts";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to its addresses (all of them). Injected in tests. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface CheckLinkOptions {
  /** LINK_CHECK=offline: resolve no name and connect nowhere; every site answers as unreachable. */
  offline?: boolean;
  /**
   * LINK_CHECK=loopback (end-to-end tests): every host name "resolves" to 127.0.0.1 without any lookup,
   * and only loopback addresses (127.0.0.0/8, ::1) may be reached; any other address literal is refused.
   * `offline` wins over it. Production never sets it.
   */
  loopback?: boolean;
  /** Let the checker reach 127.0.0.0/8 and ::1. Tests only: production never sets it. */
  allowLoopback?: boolean;
  resolve?: Resolver;
  /** Time for a link, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Time for the http:// fallback of an address typed without a scheme (default 3 s). */
  fallbackTimeoutMs?: number;
  maxRedirects?: number;
  /** Extra certificate authorities to trust (tests with a local https server). */
  ca?: string | readonly string[];
  /**
   * Read at most this many bytes of the working page's body (a GET after the answer), for the link-health
   * heuristics (api/link-health/verdict.ts). Unset: only the status is read, as the editor's check needs.
   */
  sampleBytes?: number;
}

export interface LinkCheck {
  result: LinkCheckResult;
  /** A better address for the same page: https:// or http:// added, or an upgrade found on redirect. */
  correctedUrl?: string;
  /** Why it failed, for logs and tests (never shown to people). */
  reason?: string;
  /** Where a working address ended after its redirects (with `sampleBytes`, when it was redirected). */
  finalUrl?: string;
  /** The beginning of the working page's body (only with `sampleBytes`). */
  sample?: string;
}

export const LINK_TIMEOUT_MS = 10_000;
export const FALLBACK_TIMEOUT_MS = 3_000;
export const MAX_REDIRECTS = 5;
const USER_AGENT = `${PRODUCT_NAME}-LinkCheck/1.0`;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
/** LINK_CHECK=loopback: the one address of every name. */
const LOOPBACK_ADDRESS: ResolvedAddress = { address: "127.0.0.1", family: 4 };

type Probe =
  | { result: "ok"; finalUrl: URL; redirected: boolean; sample?: string }
  | { result: "broken" | "blocked"; reason: string };

class Blocked extends Error {}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("timeout"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The one address this hop will connect to, after every address of the host passed the check. */
async function pin(url: URL, options: CheckLinkOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (options.offline)
    throw Object.assign(new Error(`${host}: the link check is offline`), { code: "ENOTFOUND" });
  const literal = isIP(host);
  const loopbackOnly = options.loopback === true;
  const addresses: readonly ResolvedAddress[] = literal
    ? [{ address: host, family: literal }]
    : loopbackOnly
      ? [LOOPBACK_ADDRESS]
      : await abortable((options.resolve ?? systemResolver)(host), signal);
  if (addresses.length === 0) throw new Error(`no address for ${host}`);
  for (const { address } of addresses) {
    const verdict = judgeAddress(address, { allowLoopback: options.allowLoopback || loopbackOnly });
    // One bad address refuses the name: a rebinding name often mixes public and private ones.
    if (!verdict.allowed) throw new Blocked(`${host} resolves to a ${verdict.range} address`);
    // Loopback mode reaches loopback only: an address allowed without the loopback exception is outside it.
    if (loopbackOnly && judgeAddress(address).allowed)
      throw new Blocked(`${host}: only loopback addresses are reachable in loopback mode`);
  }
  const first = addresses[0];
  if (!first) throw new Error(`no address for ${host}`);
  return first;
}

function request(
  url: URL,
  target: ResolvedAddress,
  method: "HEAD" | "GET",
  options: CheckLinkOptions,
  signal: AbortSignal,
  readBytes = 0,
): Promise<{ status: number; location?: string; body?: string }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  // Hand node:http the checked address instead of letting it look the name up again.
  const pinned: LookupFunction = (_name, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const secure = url.protocol === "https:";
  const agentOptions = {
    hostname,
    port: url.port === "" ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method,
    headers: { "User-Agent": USER_AGENT, Accept: "*/*", Connection: "close" },
    agent: false as const,
    lookup: pinned,
    signal,
    // TLS keeps the name (SNI and certificate check), never the pinned IP; Node omits SNI for IP literals.
    ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
    ...(secure && options.ca !== undefined ? { ca: options.ca as string | string[] } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(agentOptions, (res) => {
      const location = res.headers.location;
      const answer = { status: res.statusCode ?? 0, ...(location ? { location } : {}) };
      if (readBytes <= 0) {
        resolve(answer);
        // Only the status matters: drop any body a GET would send.
        res.destroy();
        return;
      }
      // A sample of the body, never more than readBytes however large the page (or endless the stream).
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        res.destroy();
        resolve({ ...answer, body: Buffer.concat(chunks).subarray(0, readBytes).toString("utf8") });
      };
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= readBytes) done();
      });
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", reject);
    req.end();
  });
}

async function probe(start: URL, timeoutMs: number, options: CheckLinkOptions): Promise<Probe> {
  const signal = AbortSignal.timeout(timeoutMs);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let url = start;
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        return { result: "broken", reason: `redirect to ${url.protocol}` };
      }
      if (url.username !== "" || url.password !== "")
        return { result: "broken", reason: "credentials in address" };
      const target = await pin(url, options, signal);
      let answer = await request(url, target, "HEAD", options, signal);
      // Some servers refuse or mishandle HEAD: ask again with GET before calling the link broken.
      if (answer.status >= 400)
        answer = await request(url, target, "GET", options, signal, options.sampleBytes ?? 0);
      if (REDIRECTS.has(answer.status) && answer.location !== undefined) {
        if (redirects >= maxRedirects) return { result: "broken", reason: "too many redirects" };
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status >= 200 && answer.status < 400) {
        const sampleBytes = options.sampleBytes ?? 0;
        if (sampleBytes <= 0) return { result: "ok", finalUrl: url, redirected: redirects > 0 };
        const page =
          answer.body === undefined
            ? await request(url, target, "GET", options, signal, sampleBytes)
            : answer;
        return { result: "ok", finalUrl: url, redirected: redirects > 0, sample: page.body ?? "" };
      }
      return { result: "broken", reason: `status ${answer.status}` };
    }
  } catch (error) {
    if (error instanceof Blocked) return { result: "blocked", reason: error.message };
    const reason = signal.aborted ? "timeout" : error instanceof Error ? error.message : String(error);
    return { result: "broken", reason };
  }
}

function withoutWww(host: string): string {
  return host.replace(/^www\./, "");
}

/** A redirect target is a better address when it is the same page, upgraded to https or www-adjusted. */
function isBetterAddress(from: URL, to: URL): boolean {
  const samePath =
    from.pathname.replace(/\/+$/, "") === to.pathname.replace(/\/+$/, "") && from.search === to.search;
  const sameHost = withoutWww(from.hostname) === withoutWww(to.hostname);
  const upgradeOrSame =
    from.protocol === to.protocol || (from.protocol === "http:" && to.protocol === "https:");
  return samePath && sameHost && upgradeOrSame && from.href !== to.href;
}

function outcome(probeResult: Probe, requested: URL, typed: string, schemeAdded: boolean): LinkCheck {
  if (probeResult.result !== "ok") return { result: probeResult.result, reason: probeResult.reason };
  let corrected: URL | undefined = schemeAdded ? requested : undefined;
  if (probeResult.redirected && isBetterAddress(requested, probeResult.finalUrl))
    corrected = probeResult.finalUrl;
  return {
    result: "ok",
    ...(corrected && corrected.href !== typed ? { correctedUrl: corrected.href } : {}),
    // Link health (sampleBytes set) also wants where the address ended and what the page says.
    ...(probeResult.sample !== undefined ? { sample: probeResult.sample } : {}),
    ...(probeResult.sample !== undefined && probeResult.redirected
      ? { finalUrl: probeResult.finalUrl.href }
      : {}),
  };
}

/** Checks an address as a person typed it. Never throws: every failure is a result. */
export async function checkLink(input: string, options: CheckLinkOptions = {}): Promise<LinkCheck> {
  const parsed = parseWebAddress(input);
  if (!parsed.ok) {
    return { result: parsed.reason === "not_website" ? "not_website" : "invalid", reason: parsed.reason };
  }
  if (parsed.url.username !== "" || parsed.url.password !== "") {
    return { result: "invalid", reason: "credentials in address" };
  }
  const typed = input.trim();
  const timeout = options.timeoutMs ?? LINK_TIMEOUT_MS;
  if (!parsed.schemeAdded)
    return outcome(await probe(parsed.url, timeout, options), parsed.url, typed, false);

  const secure = parsed.url;
  const first = await probe(secure, timeout, options);
  // A refused host stays refused over http; anything else may just lack https.
  if (first.result !== "broken") return outcome(first, secure, typed, true);
  const plain = new URL(secure.href);
  plain.protocol = "http:";
  const second = await probe(plain, options.fallbackTimeoutMs ?? FALLBACK_TIMEOUT_MS, options);
  return outcome(second, plain, typed, true);
}
