// A Response read from memory (common/memory-response.ts) gives every reader what a Response built on the same
// bytes gives: each reading method, the body's stream, a copy, a second read refused, no body at all.
import { describe, expect, it } from "vitest";
import { bodyBuffer, MemoryResponse } from "../../common/memory-response.ts";

const init = {
  status: 201,
  statusText: "Created",
  headers: { "Content-Type": "application/json; charset=utf-8" },
};
const text = '{"name":"Zoë 🙂","n":[1,2]}';
const bytes = () => Buffer.from(text);

/** The same answer twice: ours and the platform's. */
const both = (body: Uint8Array | null = bytes(), options: ResponseInit = init) => [
  new MemoryResponse(body, options),
  new Response(body === null ? null : new Uint8Array(body), options),
];

async function streamed(response: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  return Buffer.concat(chunks).toString("utf8");
}

describe("a Response read from memory", () => {
  it("has the status, reason and headers it was given", () => {
    const [mine, theirs] = both();
    for (const key of ["status", "statusText", "ok", "type", "url", "redirected"] as const) {
      expect(mine![key]).toEqual(theirs![key]);
    }
    expect([...mine!.headers]).toEqual([...theirs!.headers]);
    expect(mine).toBeInstanceOf(Response);
  });

  it("reads as text, JSON, bytes, an ArrayBuffer and a Blob as a Response does", async () => {
    const readers: ((r: Response) => Promise<unknown>)[] = [
      (r) => r.text(),
      (r) => r.json(),
      async (r) => Buffer.from(await r.bytes()).toString("utf8"),
      async (r) => Buffer.from(await r.arrayBuffer()).toString("utf8"),
      async (r) => {
        const blob = await r.blob();
        return [blob.type, await blob.text()];
      },
      streamed,
    ];
    for (const read of readers) {
      const [mine, theirs] = both();
      expect(await read(mine!)).toEqual(await read(theirs!));
      expect(mine!.bodyUsed).toBe(true);
      expect(theirs!.bodyUsed).toBe(true);
    }
  });

  it("drops a byte order mark from the text, as a Response's UTF-8 decoding does", async () => {
    const withMark = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes()]);
    const [mine, theirs] = both(withMark);
    expect(await mine!.text()).toBe(await theirs!.text());
  });

  it("reads a form as a Response does", async () => {
    const form = Buffer.from("a=1&b=%C3%A9t%C3%A9");
    const options = { headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    const [mine, theirs] = both(form, options);
    expect([...(await mine!.formData())]).toEqual([...(await theirs!.formData())]);
  });

  it("refuses a second read, as a Response does", async () => {
    const [mine, theirs] = both();
    await mine!.text();
    await theirs!.text();
    await expect(mine!.text()).rejects.toThrow(TypeError);
    await expect(theirs!.text()).rejects.toThrow(TypeError);
    expect(() => mine!.clone()).toThrow(TypeError);
  });

  it("refuses to read what its stream is already giving", async () => {
    const mine = new MemoryResponse(bytes(), init);
    const reader = mine.body!.getReader();
    expect(mine.bodyUsed).toBe(true);
    await expect(mine.text()).rejects.toThrow(TypeError);
    expect((await reader.read()).done).toBe(false);
  });

  it("still reads whole after only looking at its stream (as React Router does to tell a Response)", async () => {
    const mine = new MemoryResponse(bytes(), init);
    expect(mine.body).not.toBeNull();
    expect(await mine.text()).toBe(text);
  });

  it("copies: the copy and the original each read the whole body", async () => {
    const mine = new MemoryResponse(bytes(), init);
    const copy = mine.clone();
    expect(copy).toBeInstanceOf(MemoryResponse);
    expect(await copy.text()).toBe(text);
    expect(await mine.text()).toBe(text);
    expect(copy.status).toBe(201);
    expect(copy.headers.get("content-type")).toBe(init.headers["Content-Type"]);
  });

  it("has no body when made without one, and an empty one when made empty", async () => {
    const [none, theirsNone] = both(null, { status: 204 });
    expect(none!.body).toBe(theirsNone!.body);
    expect((none as MemoryResponse).hasBody).toBe(false);
    expect(await none!.text()).toBe(await theirsNone!.text());
    const [empty, theirsEmpty] = both(new Uint8Array(0), { status: 200 });
    expect((empty as MemoryResponse).hasBody).toBe(true);
    expect(await empty!.text()).toBe(await theirsEmpty!.text());
    expect(await streamed(new MemoryResponse(new Uint8Array(0)))).toBe("");
  });

  it("copies a Response made on it with its headers changed (the session and language middleware)", async () => {
    const mine = new MemoryResponse(bytes(), init);
    const copy = new Response(mine.body, mine);
    copy.headers.append("Vary", "Accept-Language");
    expect(await copy.text()).toBe(text);
    expect(copy.status).toBe(201);
  });

  it("gives its own bytes to this process's readers, and any other Response's too", async () => {
    expect((await bodyBuffer(new MemoryResponse(bytes()))).toString("utf8")).toBe(text);
    expect((await bodyBuffer(new Response(bytes()))).toString("utf8")).toBe(text);
  });
});
