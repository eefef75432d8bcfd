import { localeFromAcceptLanguage } from '@cuadre/domain';
// The embedded provider's pages: plain HTML in the dashboard's look, readable without JavaScript.

export type PageLocale = 'en' | 'es-PR';

const messages = {
  en: {
    title: 'Sign in to Cuadre',
    heading: 'Sign in',
    lead: 'Use the e-mail and password of your Cuadre account.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'The e-mail or password is incorrect.',
    locked: (minutes: number) =>
      `Too many failed sign-ins. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    missing: 'Enter your e-mail and password.',
    tooMany: (minutes: number) =>
      `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    errorTitle: 'Sign-in could not continue',
    errorBack: 'Return to Cuadre',
    signingOut: 'Signing you out…',
    signOut: 'Sign out',
  },
  'es-PR': {
    title: 'Iniciar sesión en Cuadre',
    heading: 'Iniciar sesión',
    lead: 'Use el correo electrónico y la contraseña de su cuenta de Cuadre.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    locked: (minutes: number) =>
      `Demasiados intentos fallidos. La cuenta está bloqueada; intente de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    missing: 'Escriba su correo electrónico y su contraseña.',
    tooMany: (minutes: number) =>
      `Demasiados intentos de inicio de sesión. Espere ${minutes} minuto${minutes === 1 ? '' : 's'} e inténtelo de nuevo.`,
    errorTitle: 'No se pudo continuar el inicio de sesión',
    errorBack: 'Volver a Cuadre',
    signingOut: 'Cerrando la sesión…',
    signOut: 'Cerrar sesión',
  },
} as const;

export type SignInError =
  | { kind: 'invalid' }
  | { kind: 'missing' }
  | { kind: 'locked'; minutes: number }
  // A rate limit (server/rate-limit.ts): from this address or for this e-mail, whatever the password.
  | { kind: 'too-many'; minutes: number };

/** Spanish when the browser prefers it over English, else English (the rule of `localeFromAcceptLanguage`). */
export function pageLocale(acceptLanguage: string | undefined): PageLocale {
  return localeFromAcceptLanguage(acceptLanguage) === 'es-PR' ? 'es-PR' : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const styles = `
:root{color-scheme:light;--primary:#6d28d9;--primary-hover:#5b21b6;--focus:#a78bfa;--text:#18181b;--muted:#52525b;
--border:#d4d4d8;--surface:#ffffff;--canvas:#f4f4f5;--critical:#b91c1c;--critical-soft:#fef2f2;--critical-border:#fecaca}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--canvas);color:var(--text);
font:14px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:384px;padding:32px;background:var(--surface);border:1px solid var(--border);border-radius:12px;
box-shadow:0 1px 2px rgba(24,24,27,.06),0 8px 24px rgba(24,24,27,.06)}
.brand{display:flex;align-items:center;gap:8px;margin:0 0 24px;font-weight:600;font-size:16px;letter-spacing:-.01em}
.mark{width:24px;height:24px;border-radius:6px;background:var(--primary)}
h1{margin:0 0 4px;font-size:20px;line-height:28px;font-weight:600;letter-spacing:-.01em}
p{margin:0 0 24px;color:var(--muted)}
label{display:block;margin:0 0 4px;font-weight:500}
input{display:block;width:100%;height:36px;margin:0 0 16px;padding:0 12px;border:1px solid var(--border);border-radius:6px;
font:inherit;color:inherit;background:var(--surface)}
input:focus-visible{outline:2px solid var(--focus);outline-offset:1px;border-color:var(--primary)}
input[aria-invalid=true]{border-color:var(--critical)}
button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:36px;margin-top:8px;padding:0 16px;
border:0;border-radius:6px;background:var(--primary);color:#fff;font:inherit;font-weight:500;cursor:pointer}
button:hover{background:var(--primary-hover)}
button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.alert{margin:0 0 16px;padding:8px 12px;border:1px solid var(--critical-border);border-radius:6px;background:var(--critical-soft);
color:var(--critical)}
a{color:var(--primary);font-weight:500}
.qr{display:flex;justify-content:center;margin:0 0 16px}
.qr svg{width:176px;height:176px}
code,.codes{font:13px/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--text)}
.secret{display:block;margin:0 0 16px;padding:8px 12px;border:1px solid var(--border);border-radius:6px;background:var(--canvas);
text-align:center;letter-spacing:.04em}
.codes{display:grid;grid-template-columns:1fr 1fr;gap:4px 16px;margin:0 0 16px;padding:12px 16px;list-style:none;
border:1px solid var(--border);border-radius:6px;background:var(--canvas)}
.hint{margin:-8px 0 16px;font-size:13px}
`;

export function layout(locale: PageLocale, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
${head}
</head>
<body>
<main>
<div class="brand"><span class="mark" aria-hidden="true"></span>Cuadre</div>
${body}
</main>
</body>
</html>`;
}

export function signInPage(options: {
  locale: PageLocale;
  action: string;
  email?: string;
  error?: SignInError;
}): string {
  const text = messages[options.locale];
  const { error } = options;
  const errorText =
    error?.kind === 'locked'
      ? text.locked(error.minutes)
      : error?.kind === 'too-many'
        ? text.tooMany(error.minutes)
        : error?.kind === 'missing'
          ? text.missing
          : error
            ? text.invalid
            : '';
  const alert = error ? `<div class="alert" role="alert" id="sign-in-error">${escapeHtml(errorText)}</div>` : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const email = escapeHtml(options.email ?? '');
  return layout(
    options.locale,
    text.title,
    `<h1>${text.heading}</h1>
<p>${text.lead}</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${text.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${email}"${email ? '' : ' autofocus'}${invalid}>
<label for="password">${text.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}${invalid}>
<button type="submit">${text.submit}</button>
</form>`,
  );
}

export function errorPage(options: { locale: PageLocale; message: string; homeUrl: string }): string {
  const text = messages[options.locale];
  return layout(
    options.locale,
    text.errorTitle,
    `<h1>${text.errorTitle}</h1>
<div class="alert" role="alert">${escapeHtml(options.message)}</div>
<a href="${escapeHtml(options.homeUrl)}">${text.errorBack}</a>`,
  );
}

/** The provider's logout form, confirmed at once: the dashboard already asked the user. */
export function signOutPage(options: { locale: PageLocale; form: string; nonce: string }): string {
  const text = messages[options.locale];
  const form = options.form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><noscript><button type="submit">${text.signOut}</button></noscript></form>`,
  );
  return layout(
    options.locale,
    text.signOut,
    `<h1>${text.signingOut}</h1>
${form}`,
    `<script nonce="${options.nonce}">addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})</script>`,
  );
}

/**
 * Inline styles only; no scripts unless a nonce allows one. The product's icon from its own origin: without it a browser
 * still asks for /favicon.ico, and Firefox reported each page's request as a violation of the policy.
 */
export function pageSecurityPolicy(scriptNonce?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : '',
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}
