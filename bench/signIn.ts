// Signing in to a running server over HTTP, as a browser does: the bench parts that load the API use it.

const cookiesSet = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/**
 * Signs in through the local e-mail sign-in (no Google credentials) and returns the Cookie header a browser
 * would send from then on: the session cookie, and the visitor cookie the app gives on the first call
 * (a browser keeps it; without it every request would be a new browser being given one).
 */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
  const session = cookiesSet(res).find((c) => c.startsWith('cba_session='));
  if (res.status !== 303 || !session) throw new Error(`local sign-in answered ${res.status} without a session cookie`);
  const first = await fetch(`${base}/trpc/auth.session`, { headers: { cookie: session } });
  await first.arrayBuffer();
  const visitor = cookiesSet(first).find((c) => c.startsWith('cba_visitor='));
  return visitor ? `${session}; ${visitor}` : session;
}
