// Signs a fresh user up through the real registration form, as a browser would, and returns the
// session cookie the portal sets.
import { randomBytes } from "node:crypto";
import { cookieFrom, request } from "./http.ts";

const SESSION = "__session";

function inputValue(html: string, name: string): string | undefined {
  for (const m of html.matchAll(/<input\b[^>]*>/gi)) {
    const tag = m[0];
    if (!new RegExp(`\\sname="${name}"`).test(tag)) continue;
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    return value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  }
  return undefined;
}

export interface Registered {
  email: string;
  cookie: string;
}

export async function registerUser(origin: string): Promise<Registered> {
  const form = await request(`${origin}/register`, { headers: { accept: "text/html" } });
  if (form.status !== 200) throw new Error(`GET /register answered ${form.status}`);
  const html = form.body.toString("utf8");
  const from = inputValue(html, "from__confirm");
  if (from === undefined || inputValue(html, "name__confirm") === undefined) {
    throw new Error("GET /register: the honeypot inputs (name__confirm, from__confirm) were not found");
  }
  const email = `bench-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const body = new URLSearchParams({
    name__confirm: "",
    from__confirm: from,
    email,
    password,
    confirmPassword: password,
    agree: "on",
  }).toString();
  const earlier = cookieFrom(form, SESSION);
  const res = await request(`${origin}/register`, {
    method: "POST",
    headers: {
      accept: "text/html",
      origin,
      "content-type": "application/x-www-form-urlencoded",
      ...(earlier ? { cookie: earlier } : {}),
    },
    body,
  });
  const cookie = cookieFrom(res, SESSION);
  if (res.status < 300 || res.status >= 400 || !cookie) {
    const excerpt = res.body.toString("utf8").replace(/\s+/g, " ").slice(0, 300);
    throw new Error(
      `POST /register answered ${res.status} ${cookie ? "" : "without a session cookie"}: ${excerpt}`,
    );
  }
  // Follow the redirect once, as a browser would, so the one-off banner is consumed and the cookie
  // the load uses is the settled one.
  let current = cookie;
  let location = res.headers.location;
  for (let hops = 0; location && hops < 5; hops++) {
    const next = await request(new URL(location, origin).href, {
      headers: { accept: "text/html", cookie: current },
    });
    current = cookieFrom(next, SESSION) ?? current;
    location = next.status >= 300 && next.status < 400 ? next.headers.location : undefined;
  }
  return { email, cookie: current };
}
