// The embedded provider's two-step sign-in pages: the code after the password, the enrolment with a QR code, and the
// recovery codes shown once. Plain HTML in the sign-in page's look, readable without JavaScript.
import { escapeHtml, layout, type PageLocale } from './pages.ts';

const messages = {
  en: {
    title: 'Two-step sign-in',
    verifyLead:
      'Enter the 6-digit code from your authenticator app. If you do not have your phone, enter one of your recovery codes.',
    code: 'Code',
    verify: 'Verify',
    enrolHeading: 'Set up two-step sign-in',
    enrolLead:
      'Your account must use a second step to sign in. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.',
    secretHint: 'Cannot scan? Enter this key in the app instead:',
    enrol: 'Turn on two-step sign-in',
    recoveryHeading: 'Save your recovery codes',
    recoveryLead:
      'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a password manager. They will not be shown again.',
    continue: 'I have saved them — continue',
    wrong: 'That code is not correct. Check the time on your phone and try the newest code.',
    replayed: 'That code has already been used. Wait for the next code from your app and enter it.',
    missing: 'Enter the code from your authenticator app.',
    locked: (minutes: number) =>
      `Too many wrong codes. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  'es-PR': {
    title: 'Verificación en dos pasos',
    verifyLead:
      'Escriba el código de 6 dígitos de su aplicación de autenticación. Si no tiene su teléfono, escriba uno de sus códigos de recuperación.',
    code: 'Código',
    verify: 'Verificar',
    enrolHeading: 'Active la verificación en dos pasos',
    enrolLead:
      'Su cuenta debe usar un segundo paso para iniciar sesión. Escanee este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Authy…) y escriba el código de 6 dígitos que muestra.',
    secretHint: '¿No puede escanearlo? Escriba esta clave en la aplicación:',
    enrol: 'Activar la verificación en dos pasos',
    recoveryHeading: 'Guarde sus códigos de recuperación',
    recoveryLead:
      'Cada código le permite iniciar sesión una vez si pierde su aplicación de autenticación. Guárdelos en un lugar seguro, como un gestor de contraseñas. No se volverán a mostrar.',
    continue: 'Ya los guardé — continuar',
    wrong: 'Ese código no es correcto. Revise la hora de su teléfono y pruebe el código más reciente.',
    replayed: 'Ese código ya se usó. Espere el próximo código de su aplicación y escríbalo.',
    missing: 'Escriba el código de su aplicación de autenticación.',
    locked: (minutes: number) =>
      `Demasiados códigos incorrectos. La cuenta está bloqueada; intente de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  },
} as const;

export type CodeError =
  { kind: 'wrong' } | { kind: 'replayed' } | { kind: 'missing' } | { kind: 'locked'; minutes: number };

function errorOf(locale: PageLocale, error: CodeError | undefined): { alert: string; invalid: string } {
  if (!error) return { alert: '', invalid: '' };
  const text = messages[locale];
  const message = error.kind === 'locked' ? text.locked(error.minutes) : text[error.kind];
  return {
    alert: `<div class="alert" role="alert" id="code-error">${escapeHtml(message)}</div>`,
    invalid: ' aria-invalid="true" aria-describedby="code-error"',
  };
}

const codeField = (label: string, invalid: string): string =>
  `<label for="code">${label}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" maxlength="16" required autofocus${invalid}>`;

const hidden = (token: string): string => `<input type="hidden" name="step" value="${escapeHtml(token)}">`;

/** After the password: the code of an account that has two-step sign-in. */
export function codePage(options: { locale: PageLocale; action: string; token: string; error?: CodeError }): string {
  const text = messages[options.locale];
  const { alert, invalid } = errorOf(options.locale, options.error);
  return layout(
    options.locale,
    text.title,
    `<h1>${text.title}</h1>
<p>${text.verifyLead}</p>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden(options.token)}
${codeField(text.code, invalid)}
<button type="submit">${text.verify}</button>
</form>`,
  );
}

/** After the password, for an account that must have two-step sign-in and has not set it up. */
export function enrolPage(options: {
  locale: PageLocale;
  action: string;
  token: string;
  qrSvg: string;
  secret: string;
  error?: CodeError;
}): string {
  const text = messages[options.locale];
  const { alert, invalid } = errorOf(options.locale, options.error);
  const grouped = options.secret.replace(/(.{4})/g, '$1 ').trim();
  return layout(
    options.locale,
    text.enrolHeading,
    `<h1>${text.enrolHeading}</h1>
<p>${text.enrolLead}</p>
<div class="qr" role="img" aria-label="QR code">${options.qrSvg}</div>
<p class="hint">${text.secretHint}</p>
<code class="secret" id="totp-secret">${escapeHtml(grouped)}</code>
${alert}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden(options.token)}
${codeField(text.code, invalid)}
<button type="submit">${text.enrol}</button>
</form>`,
  );
}

/** Once, right after enrolment. */
export function recoveryCodesPage(options: {
  locale: PageLocale;
  action: string;
  token: string;
  codes: readonly string[];
}): string {
  const text = messages[options.locale];
  return layout(
    options.locale,
    text.recoveryHeading,
    `<h1>${text.recoveryHeading}</h1>
<p>${text.recoveryLead}</p>
<ul class="codes" aria-label="${text.recoveryHeading}">
${options.codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('\n')}
</ul>
<form method="post" action="${escapeHtml(options.action)}">
${hidden(options.token)}
<button type="submit">${text.continue}</button>
</form>`,
  );
}
