// Sign-in is a full-page navigation: the server runs the OAuth dance and redirects back to `returnTo`.
export function signInUrl(returnTo: string): string {
  return `/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}

export function startSignIn(returnTo: string = window.location.pathname): void {
  window.location.assign(signInUrl(returnTo));
}
