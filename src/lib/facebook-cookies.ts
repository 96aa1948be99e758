// Facebook's first-party attribution cookies (_fbp: the browser, _fbc: the ad click), as the
// register-order payload forwards them (spec: cart.facebook). This only reads them: no Facebook
// script runs here (the CSP forbids it), so they exist only where the operator's own setup sets them.

export interface FacebookCookies {
  fbp?: string;
  fbc?: string;
}

/** The _fbp and _fbc values in `cookie` (document.cookie by default); null when neither is there. */
export function facebookCookies(cookie: string = document.cookie): FacebookCookies | null {
  const found: FacebookCookies = {};
  for (const pair of cookie.split(';')) {
    const [name = '', ...rest] = pair.trim().split('=');
    const value = rest.join('=');
    if (!value) continue;
    if (name === '_fbp') found.fbp = value;
    if (name === '_fbc') found.fbc = value;
  }
  return found.fbp || found.fbc ? found : null;
}
