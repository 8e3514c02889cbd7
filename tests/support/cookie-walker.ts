/**
 * A tiny stand-in for a browser in server tests: fetch with redirects followed by hand and one
 * cookie jar per origin, so a test can stop at any hop (e.g. the OpenID callback) and tamper.
 */
export class CookieWalker {
  private readonly jars = new Map<string, Map<string, string>>();

  cookieHeader(url: string | URL): string {
    const jar = this.jars.get(new URL(url).origin) ?? new Map<string, string>();
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(url: string | URL, name: string): string | undefined {
    return this.jars.get(new URL(url).origin)?.get(name);
  }

  /** One request: sends and stores the origin's cookies; does not follow a redirect. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.cookieHeader(url);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response.headers.getSetCookie());
    return response;
  }

  /** Follows redirects until `stopAt(url)` says so (that URL is not fetched) or none is left. */
  async follow(
    start: string | URL,
    stopAt: (url: URL) => boolean = () => false,
  ): Promise<{ url: URL; response?: Response }> {
    let url = new URL(start);
    for (let hop = 0; hop < 20; hop += 1) {
      if (hop > 0 && stopAt(url)) return { url };
      const response = await this.fetch(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url, response };
      await response.arrayBuffer();
      url = new URL(location, url);
    }
    throw new Error(`too many redirects from ${String(start)}`);
  }

  private store(url: string | URL, setCookies: string[]) {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const isRemoval =
        value === '' ||
        attributes.some(
          (attribute) =>
            /^max-age=0$/i.test(attribute) ||
            (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()),
        );
      if (isRemoval) jar.delete(name);
      else jar.set(name, value);
    }
  }
}
