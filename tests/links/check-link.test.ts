import { describe, expect, it } from "vitest";
import { checkLink } from "../../api/links/check-link.ts";
import { TEST_CA, fakeResolver, serversClosedAfterEach } from "./servers.ts";

const server = serversClosedAfterEach();

const ok = (_req: unknown, res: { writeHead: (s: number) => void; end: () => void }) => {
  res.writeHead(200);
  res.end();
};
// A resolver that is never meant to be asked: tests with IP literals must not look anything up.
const noDns = fakeResolver({});

describe("checkLink against local servers", () => {
  it("answers ok for a page that works (HEAD)", async () => {
    const s = await server(ok);
    expect(
      await checkLink(`http://127.0.0.1:${s.port}/page`, { allowLoopback: true, resolve: noDns }),
    ).toEqual({
      result: "ok",
    });
    expect(s.seen).toMatchObject([{ method: "HEAD", url: "/page" }]);
  });

  it("refuses loopback unless the test setting allows it, without connecting", async () => {
    const s = await server(ok);
    const check = await checkLink(`http://127.0.0.1:${s.port}/`, { resolve: noDns });
    expect(check).toMatchObject({ result: "blocked" });
    const named = await checkLink(`http://localhost:${s.port}/`, {
      resolve: fakeResolver({ localhost: ["127.0.0.1", "::1"] }),
    });
    expect(named).toMatchObject({ result: "blocked" });
    expect(await checkLink(`http://[::ffff:127.0.0.1]:${s.port}/`, { resolve: noDns })).toMatchObject({
      result: "blocked",
    });
    expect(s.seen).toEqual([]);
  });

  it("asks again with GET when a server refuses HEAD", async () => {
    const s = await server((req, res) => {
      res.writeHead(req.method === "HEAD" ? 405 : 200);
      res.end("body that is not read");
    });
    expect(await checkLink(`http://127.0.0.1:${s.port}/`, { allowLoopback: true })).toEqual({ result: "ok" });
    expect(s.seen.map((x) => x.method)).toEqual(["HEAD", "GET"]);
  });

  it("calls a page broken when HEAD and GET both fail", async () => {
    const s = await server((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    expect(await checkLink(`http://127.0.0.1:${s.port}/gone`, { allowLoopback: true })).toEqual({
      result: "broken",
      reason: "status 404",
    });
  });

  it("follows at most 5 redirects", async () => {
    const s = await server((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n > 0) res.writeHead(302, { location: `/${n - 1}` });
      else res.writeHead(200);
      res.end();
    });
    const base = `http://127.0.0.1:${s.port}`;
    expect(await checkLink(`${base}/5`, { allowLoopback: true })).toEqual({ result: "ok" });
    expect(await checkLink(`${base}/6`, { allowLoopback: true })).toEqual({
      result: "broken",
      reason: "too many redirects",
    });
  });

  it.each([
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://10.0.0.1/", "private"],
    ["http://[fd00:ec2::254]/", "unique-local"],
    ["http://0.0.0.0/", "unspecified"],
  ])("refuses a redirect to %s", async (target, range) => {
    const s = await server((_req, res) => {
      res.writeHead(301, { location: target });
      res.end();
    });
    const check = await checkLink(`http://127.0.0.1:${s.port}/`, {
      allowLoopback: true,
      resolve: noDns,
      timeoutMs: 2000,
    });
    expect(check.result).toBe("blocked");
    expect(check.reason).toContain(range);
  });

  it("refuses a redirect to a public-looking name that resolves to a blocked address", async () => {
    const s = await server((_req, res) => {
      res.writeHead(302, { location: "http://metadata.example/computeMetadata/v1/" });
      res.end();
    });
    const resolve = fakeResolver({ "metadata.example": "169.254.169.254" });
    const check = await checkLink(`http://127.0.0.1:${s.port}/`, { allowLoopback: true, resolve });
    expect(check).toMatchObject({ result: "blocked" });
    expect(resolve.calls).toEqual(["metadata.example"]);
  });

  it("refuses a name when any of its addresses is blocked", async () => {
    const s = await server(ok);
    const resolve = fakeResolver({ "mixed.example": ["127.0.0.1", "10.1.2.3"] });
    const check = await checkLink(`http://mixed.example:${s.port}/`, { allowLoopback: true, resolve });
    expect(check).toMatchObject({ result: "blocked", reason: "mixed.example resolves to a private address" });
    expect(s.seen).toEqual([]);
  });

  it.each(["internal.example", "rebind.example"])(
    "refuses %s resolving to a private address",
    async (name) => {
      const check = await checkLink(`https://${name}/`, {
        resolve: fakeResolver({ [name]: "192.168.0.10" }),
      });
      expect(check.result).toBe("blocked");
    },
  );

  it("connects to the checked address with one lookup, keeping the name in Host", async () => {
    const s = await server(ok);
    let calls = 0;
    // A rebinding name: public (here loopback, allowed in tests) when checked, private afterwards.
    const resolve = async () => {
      calls += 1;
      return [{ address: calls === 1 ? "127.0.0.1" : "10.9.9.9", family: 4 }];
    };
    expect(await checkLink(`http://rebind.example:${s.port}/x`, { allowLoopback: true, resolve })).toEqual({
      result: "ok",
    });
    expect(calls).toBe(1);
    expect(s.seen).toEqual([{ method: "HEAD", url: "/x", host: `rebind.example:${s.port}` }]);
  });

  it("verifies TLS against the name while connecting to the pinned address", async () => {
    const s = await server(ok, { tls: true });
    const resolve = fakeResolver({ "tls.test": "127.0.0.1", "other.test": "127.0.0.1" });
    const base = { allowLoopback: true, resolve, ca: TEST_CA };
    expect(await checkLink(`https://tls.test:${s.port}/`, base)).toEqual({ result: "ok" });
    // Same address, wrong name for the certificate: refused by TLS, so broken.
    expect(await checkLink(`https://other.test:${s.port}/`, base)).toMatchObject({ result: "broken" });
  });

  it("tries https:// then http:// for an address typed without a scheme, and gives the one that works", async () => {
    const s = await server(ok);
    const resolve = fakeResolver({ "plain.example": "127.0.0.1" });
    const check = await checkLink(`plain.example:${s.port}/news`, { allowLoopback: true, resolve });
    expect(check).toEqual({ result: "ok", correctedUrl: `http://plain.example:${s.port}/news` });
  });

  it("keeps https:// when it works for an address typed without a scheme", async () => {
    const s = await server(ok, { tls: true });
    const resolve = fakeResolver({ "tls.test": "127.0.0.1" });
    const check = await checkLink(`tls.test:${s.port}`, { allowLoopback: true, resolve, ca: TEST_CA });
    expect(check).toEqual({ result: "ok", correctedUrl: `https://tls.test:${s.port}/` });
    expect(s.seen).toHaveLength(1);
  });

  it("offers the https address when a page redirects to itself over https", async () => {
    const secure = await server(ok, { tls: true });
    const plain = await server((req, res) => {
      res.writeHead(301, { location: `https://www.tls.test:${secure.port}${req.url ?? "/"}` });
      res.end();
    });
    const resolve = fakeResolver({ "tls.test": "127.0.0.1", "www.tls.test": "127.0.0.1" });
    const typed = `http://tls.test:${plain.port}/a?b=1`;
    // www.tls.test is not on the certificate: broken. The same host is.
    expect((await checkLink(typed, { allowLoopback: true, resolve, ca: TEST_CA })).result).toBe("broken");
    const same = await server((req, res) => {
      res.writeHead(301, { location: `https://tls.test:${secure.port}${req.url ?? "/"}` });
      res.end();
    });
    const check = await checkLink(`http://tls.test:${same.port}/a?b=1`, {
      allowLoopback: true,
      resolve,
      ca: TEST_CA,
    });
    expect(check).toEqual({ result: "ok", correctedUrl: `https://tls.test:${secure.port}/a?b=1` });
  });

  it("does not offer a redirect to another page (a sign-in page, say) as a correction", async () => {
    const s = await server((req, res) => {
      if (req.url === "/private") res.writeHead(302, { location: "/login" });
      else res.writeHead(200);
      res.end();
    });
    expect(await checkLink(`http://127.0.0.1:${s.port}/private`, { allowLoopback: true })).toEqual({
      result: "ok",
    });
  });

  it("gives up after the time limit", async () => {
    const s = await server(() => {
      // Never answers.
    });
    const started = Date.now();
    const check = await checkLink(`http://127.0.0.1:${s.port}/`, { allowLoopback: true, timeoutMs: 300 });
    expect(check).toEqual({ result: "broken", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives the http:// fallback its own shorter time limit", async () => {
    const s = await server(() => {
      // Never answers: the https attempt fails at once (not TLS), the http one waits.
    });
    const resolve = fakeResolver({ "slow.example": "127.0.0.1" });
    const started = Date.now();
    const check = await checkLink(`slow.example:${s.port}`, {
      allowLoopback: true,
      resolve,
      timeoutMs: 5000,
      fallbackTimeoutMs: 300,
    });
    expect(check).toEqual({ result: "broken", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("calls a redirect to another scheme broken", async () => {
    const s = await server((_req, res) => {
      res.writeHead(302, { location: "ftp://files.example/" });
      res.end();
    });
    expect(await checkLink(`http://127.0.0.1:${s.port}/`, { allowLoopback: true })).toEqual({
      result: "broken",
      reason: "redirect to ftp:",
    });
  });

  it("calls a name that does not resolve broken", async () => {
    expect(await checkLink("https://nowhere.example/", { resolve: fakeResolver({}) })).toMatchObject({
      result: "broken",
    });
  });
});

describe("checkLink input", () => {
  it.each([
    ["ftp://example.org/", "not_website"],
    ["mailto:a@example.org", "not_website"],
    ["javascript:alert(1)", "not_website"],
    ["file:///etc/passwd", "not_website"],
    ["https://", "invalid"],
    ["not a url", "invalid"],
    ["", "invalid"],
    ["https://user:pw@example.org/", "invalid"],
  ])("answers %s with %s, without a lookup", async (input, result) => {
    const resolve = fakeResolver({});
    expect((await checkLink(input, { resolve })).result).toBe(result);
    expect(resolve.calls).toEqual([]);
  });
});

describe("LINK_CHECK=offline", () => {
  it("resolves nothing and connects nowhere: every site is unreachable, never a lookup or a request", async () => {
    const s = await server(ok);
    let lookups = 0;
    const counting = async () => {
      lookups++;
      return [{ address: "127.0.0.1", family: 4 }];
    };
    for (const address of ["https://example.org/", "zoom.us/j/1", `http://127.0.0.1:${s.port}/page`]) {
      const check = await checkLink(address, { offline: true, allowLoopback: true, resolve: counting });
      expect(check.result, address).toBe("broken");
    }
    expect(lookups).toBe(0);
    expect(s.seen).toEqual([]);
  });
});
