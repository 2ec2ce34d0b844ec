// A web Response whose body is already in memory: a page rendered whole (app/entry.server.tsx) and an answer of
// the embedded /v1 service (server/v1-in-process.ts). Both are made and read in this process, two or three times
// for every signed-in page. A Response built on bytes turns them into a byte stream at once (a copy, a stream
// with its controller and queue): about 20 µs each, against 1 µs for one without a body (docs/performance.md,
// "Responses read from memory"). This one keeps the bytes and answers the reading methods from them; its stream
// is made only when someone asks for `body` (a proxy that pipes it, React Router's check that it is a
// Response), so every reader still gets what a Response would give. Decision 050.

/** A copy of exactly these bytes (a Buffer's own `slice` would share its memory, and its pool's). */
const copyOf = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** A plain stream of `bytes`, as a Response's body would give them (one chunk). */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
}

export class MemoryResponse extends Response {
  readonly #bytes: Uint8Array | null;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;
  #used = false;

  /** `bytes` null: no body at all (a 204, a HEAD), as `new Response(null)`. */
  constructor(bytes: Uint8Array | null, init?: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  /** Whether there is a body at all, without making its stream. */
  get hasBody(): boolean {
    return this.#bytes !== null;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (this.#bytes === null) return null;
    return (this.#stream ??= streamOf(this.#bytes));
  }

  override get bodyUsed(): boolean {
    return this.#used || (this.#stream?.locked ?? false);
  }

  /** The bytes, once: a second read fails as a Response's does. */
  #take(): Uint8Array {
    if (this.bodyUsed) throw new TypeError("Body is unusable: Body has already been read");
    this.#used = true;
    if (this.#stream) void this.#stream.cancel();
    return this.#bytes ?? new Uint8Array(0);
  }

  /** The body as a Buffer over the same memory (no copy): for this process's own readers. */
  buffer(): Buffer {
    const bytes = this.#take();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return copyOf(this.#take()).buffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return copyOf(this.#take());
  }

  override async text(): Promise<string> {
    const text = this.buffer().toString("utf8");
    // As a Response decodes UTF-8: a byte order mark at the start is not part of the text.
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  // Rarely asked for here: made by a Response on the bytes, so the type and the form read exactly as its.
  override async blob(): Promise<Blob> {
    return new Response(copyOf(this.#take()), { headers: this.headers }).blob();
  }

  override async formData(): Promise<FormData> {
    return new Response(copyOf(this.#take()), { headers: this.headers }).formData();
  }

  override clone(): MemoryResponse {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    return new MemoryResponse(this.#bytes, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
  }
}

/** A response's whole body as a Buffer: without a copy or a stream when it was made in memory. */
export async function bodyBuffer(response: Response): Promise<Buffer> {
  return response instanceof MemoryResponse ? response.buffer() : Buffer.from(await response.arrayBuffer());
}
