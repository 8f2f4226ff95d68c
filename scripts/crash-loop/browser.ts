/** An answer with its body already read, so a cut connection fails inside the request. */
export interface Answer {
  status: number;
  body: unknown;
  location: string | null;
}

/** A request that got no answer (the server died under it); the message names the request. */
export class CutOff extends Error {}

/**
 * A browser stand-in over real HTTP: keeps its cookies, sends the portal's own Origin on every
 * POST like a page of the portal, and never follows redirects (the caller reads Location).
 */
export function createBrowser(base: string) {
  const jar = new Map<string, string>();

  async function send(method: "GET" | "POST", url: string, body?: object | URLSearchParams): Promise<Answer> {
    try {
      return await exchange(method, url, body);
    } catch (error) {
      throw new CutOff(`${method} ${new URL(url, base).pathname.replace(/\/[^/]*\d[^/]*$/, "/…")}`, { cause: error });
    }
  }

  async function exchange(method: "GET" | "POST", url: string, body?: object | URLSearchParams): Promise<Answer> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
    if (method === "POST") headers.origin = base;
    if (body !== undefined && !(body instanceof URLSearchParams)) headers["content-type"] = "application/json";
    const response = await fetch(new URL(url, base), {
      method,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
      ...(body === undefined ? {} : { body: body instanceof URLSearchParams ? body : JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML or empty
    }
    return { status: response.status, body: parsed, location: response.headers.get("location") };
  }

  return {
    cookie: (name: string) => jar.get(name),
    get: (url: string) => send("GET", url),
    post: (url: string, body: object | URLSearchParams = {}) => send("POST", url, body),
  };
}

export type Browser = ReturnType<typeof createBrowser>;
