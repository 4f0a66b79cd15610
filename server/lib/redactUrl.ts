// URLs as the operator may read them: a setting's URL printed by the doctor, or one inside an error message.
// Secrets travel in URLs in two places: the user-info part (`smtp://user:password@host`, `smtp://:password@host`,
// or a token alone as the user name, `https://token@host`) and the query (`?password=`, `?api_key=`, a presigned
// link's `X-Amz-Signature=`). Both are masked; the scheme, host, port and path stay, so the line still says
// where the app was talking to. A fragment is dropped.

const MASK = '***';

/** One URL with its password, a lone user name (it may be a token) and every query value masked. */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return redactUnparsed(url);
  }
  const user = parsed.username;
  const auth = parsed.password ? `${user}:${MASK}@` : user ? `${MASK}@` : '';
  const query = [...parsed.searchParams.keys()].map((name) => `${name}=${MASK}`).join('&');
  const origin = parsed.host ? `${parsed.protocol}//${auth}${parsed.host}` : parsed.protocol;
  const path = parsed.host && parsed.pathname === '/' && !query && !url.endsWith('/') ? '' : parsed.pathname;
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

/** Something URL-shaped the parser refused: mask whatever sits where a secret would. */
function redactUnparsed(url: string): string {
  return url
    .replace(
      /\/\/([^/?#\s@]*)@/,
      (_, auth: string) => `//${auth.includes(':') ? `${auth.split(':')[0]}:` : ''}${MASK}@`,
    )
    .replace(/([?&][^=&#\s]+)=[^&#\s]*/g, `$1=${MASK}`)
    .replace(/#.*$/, '');
}

/** Characters that end a sentence rather than a URL: "…at smtp://host:25." keeps its full stop outside. */
const TRAILING = /[.,;:!?]+$/;
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;

/** Every URL in a line of text, redacted (the rest of the text unchanged). */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const tail = TRAILING.exec(found)?.[0] ?? '';
    return redactUrl(found.slice(0, found.length - tail.length)) + tail;
  });
}
