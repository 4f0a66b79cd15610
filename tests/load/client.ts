// One simulated browser for the load test: its own cookie jar, optionally an X-Forwarded-For address (a
// visitor behind the proxy), tRPC calls as plain JSON, photo uploads and the local e-mail sign-in.
// Every request is timed and recorded. Node's built-in fetch (undici) keeps connections alive by default.
import { performance } from 'node:perf_hooks';
import type { Recorder, Status } from './stats';

export interface Answer<T = unknown> {
  status: Status;
  data?: T;
  /** tRPC error code (NOT_FOUND, SERVICE_UNAVAILABLE...), when the answer was a tRPC error. */
  code?: string;
  message?: string;
  /** When the answer arrived (performance.now()). */
  at: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class Client {
  private readonly jar = new Map<string, string>();

  constructor(
    public base: string,
    private readonly rec: Recorder,
    /** Sent as X-Forwarded-For: the address the server sees for this visitor. */
    public address?: string,
  ) {}

  mutation<T>(name: string, input: unknown, label = name): Promise<Answer<T>> {
    return this.send<T>(label, `/trpc/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  }

  query<T>(name: string, input?: unknown, label = name): Promise<Answer<T>> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send<T>(label, `/trpc/${name}${search}`, { method: 'GET' });
  }

  get(path: string, label = `GET ${path}`): Promise<Answer> {
    return this.send(label, path, { method: 'GET' });
  }

  /** POST /api/uploads/characters with one JPEG; data.url is the stored photo. */
  upload(photo: Buffer): Promise<Answer<{ url: string }>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    return this.send('POST /api/uploads/characters', '/api/uploads/characters', { method: 'POST', body: form });
  }

  /** The local e-mail sign-in: 303 and a cba_session cookie. Never through the "proxy" (no X-Forwarded-For). */
  signIn(email: string): Promise<Answer> {
    return this.send('POST /auth/local', '/auth/local', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
      redirect: 'manual',
      direct: true,
    });
  }

  hasCookie(name: string): boolean {
    return this.jar.has(name);
  }

  private async send<T>(label: string, path: string, init: RequestInit & { direct?: boolean }): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.address && !init.direct) headers.set('x-forwarded-for', this.address);
    const started = performance.now();
    try {
      const res = await fetch(this.base + path, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      this.absorbCookies(res);
      const text = await res.text();
      const at = performance.now();
      this.rec.add(label, res.status, at - started, at);
      return { status: res.status, at, ...parseBody<T>(text) };
    } catch (error) {
      const at = performance.now();
      const failure = failureName(error);
      this.rec.add(label, 'ERR', at - started, at, failure);
      return { status: 'ERR', message: failure, at };
    }
  }

  private absorbCookies(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attrs = attributes.map((a) => a.trim().toLowerCase());
      const expired =
        value === '' ||
        attrs.includes('max-age=0') ||
        attrs.some((a) => a.startsWith('expires=') && Date.parse(a.slice(8)) < Date.now());
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

function parseBody<T>(text: string): Pick<Answer<T>, 'data' | 'code' | 'message'> {
  try {
    const body = JSON.parse(text) as {
      result?: { data: T };
      error?: { message: string; data?: { code?: string } };
      message?: string;
      url?: string;
    };
    if (body.result) return { data: body.result.data };
    if (body.error) return { code: body.error.data?.code, message: body.error.message };
    if (body.message) return { message: body.message };
    return { data: body as T };
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function failureName(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return `TIMEOUT`;
  return e.cause?.code ?? e.cause?.message ?? e.name ?? 'unknown';
}
