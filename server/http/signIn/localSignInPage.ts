// The local sign-in page: small, self-contained HTML (no scripts), styled like the app with its own fonts.
import { signInPageFontFaces } from './signInPageFonts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderLocalSignInPage(error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in | Comics by Anyone</title>
<style>
${signInPageFontFaces()}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff8e7;color:#141414;
    font-family:'Comic Neue',sans-serif;
    background-image:radial-gradient(rgb(20 20 20/.12) 1.2px,transparent 1.3px);background-size:10px 10px}
  main{width:min(420px,calc(100% - 32px));background:#fff;border:3px solid #141414;border-radius:12px;
    box-shadow:6px 6px 0 #141414;padding:28px}
  h1{margin:8px 0 4px;font-family:'Bangers',sans-serif;font-weight:400;font-size:36px;letter-spacing:1px}
  .tag{display:inline-block;background:#ffd23f;border:2px solid #141414;border-radius:999px;padding:2px 10px;
    font-weight:700;font-size:13px}
  p{line-height:1.45}
  label{display:block;font-weight:700;margin:16px 0 6px}
  input{box-sizing:border-box;width:100%;font:inherit;font-size:17px;padding:10px 12px;border:2px solid #141414;
    border-radius:8px}
  button{margin-top:16px;width:100%;font:inherit;font-size:18px;font-weight:700;padding:12px;color:#fff;
    background:#e63946;border:3px solid #141414;border-radius:10px;box-shadow:3px 3px 0 #141414;cursor:pointer}
  .error{color:#b5222e;font-weight:700}
  a{color:#1d70b8}
</style></head>
<body><main>
  <span class="tag">Local sign-in · this machine only</span>
  <h1>Sign in to Comics by Anyone</h1>
  <p>Google sign-in is not configured on this server, so you can sign in here with just an e-mail address.
  It is not verified: anyone using this machine can open the library of any address.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/auth/local">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="320" autofocus>
    <button type="submit">Sign in locally</button>
  </form>
  <p><a href="/">Back to Comics by Anyone</a></p>
</main></body></html>`;
}
