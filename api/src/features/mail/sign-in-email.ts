import type { MailLanguage } from './language';

/** A message ready for the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface SignInTexts {
  subject: string;
  greeting: string;
  intro: string;
  /** The plain-text part has no button: its intro points at the link below. */
  textIntro: string;
  button: string;
  copy: string;
  expiry: string;
  ignore: string;
  signoff: string;
  team: string;
}

/** The app speaks to its users informally in every language (du, tu), and so does this email. */
const TEXTS: Record<MailLanguage, SignInTexts> = {
  en: {
    subject: 'Your Tick Tock Class sign-in link',
    greeting: 'Hello!',
    intro: 'Tap the button below to sign in to Tick Tock Class. No password needed.',
    textIntro: 'Open the link below to sign in to Tick Tock Class. No password needed.',
    button: 'Sign in to Tick Tock Class',
    copy: 'If the button does not work, copy this address into your browser:',
    expiry: 'The link works once and expires in 10 minutes.',
    ignore:
      'Did not ask for this email? Then you can simply ignore it. Nobody can sign in without the link.',
    signoff: 'Happy time-telling!',
    team: 'The Tick Tock Class team',
  },
  de: {
    subject: 'Dein Anmeldelink für Tick Tock Class',
    greeting: 'Hallo!',
    intro:
      'Tippe auf die Schaltfläche unten, um dich bei Tick Tock Class anzumelden. Ein Passwort brauchst du nicht.',
    textIntro:
      'Öffne den Link unten, um dich bei Tick Tock Class anzumelden. Ein Passwort brauchst du nicht.',
    button: 'Bei Tick Tock Class anmelden',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    expiry: 'Der Link funktioniert einmal und ist 10 Minuten lang gültig.',
    ignore:
      'Du hast diese E-Mail nicht angefordert? Dann kannst du sie einfach ignorieren. Ohne den Link kann sich niemand anmelden.',
    signoff: 'Viel Spaß beim Uhrlesen!',
    team: 'Dein Tick Tock Class Team',
  },
  es: {
    subject: 'Tu enlace para entrar en Tick Tock Class',
    greeting: '¡Hola!',
    intro:
      'Pulsa el botón de abajo para iniciar sesión en Tick Tock Class. No necesitas contraseña.',
    textIntro:
      'Abre el enlace de abajo para iniciar sesión en Tick Tock Class. No necesitas contraseña.',
    button: 'Entrar en Tick Tock Class',
    copy: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    expiry: 'El enlace funciona una sola vez y caduca en 10 minutos.',
    ignore:
      '¿No has pedido este correo? Entonces puedes ignorarlo. Nadie puede iniciar sesión sin el enlace.',
    signoff: '¡Que te diviertas aprendiendo la hora!',
    team: 'El equipo de Tick Tock Class',
  },
  fr: {
    subject: 'Ton lien de connexion à Tick Tock Class',
    greeting: 'Bonjour !',
    intro:
      'Appuie sur le bouton ci-dessous pour te connecter à Tick Tock Class. Pas besoin de mot de passe.',
    textIntro:
      'Ouvre le lien ci-dessous pour te connecter à Tick Tock Class. Pas besoin de mot de passe.',
    button: 'Me connecter à Tick Tock Class',
    copy: 'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 10 minutes.',
    ignore:
      'Tu n’as pas demandé cet e-mail ? Tu peux simplement l’ignorer. Personne ne peut se connecter sans le lien.',
    signoff: 'Amuse-toi bien à lire l’heure !',
    team: 'L’équipe Tick Tock Class',
  },
  it: {
    subject: 'Il tuo link per accedere a Tick Tock Class',
    greeting: 'Ciao!',
    intro:
      'Tocca il pulsante qui sotto per accedere a Tick Tock Class. Non serve nessuna password.',
    textIntro: 'Apri il link qui sotto per accedere a Tick Tock Class. Non serve nessuna password.',
    button: 'Accedi a Tick Tock Class',
    copy: 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:',
    expiry: 'Il link funziona una sola volta e scade tra 10 minuti.',
    ignore:
      'Non hai richiesto questa email? Allora puoi semplicemente ignorarla. Nessuno può accedere senza il link.',
    signoff: 'Buon divertimento con le ore!',
    team: 'Il team di Tick Tock Class',
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The sign-in email in one language: plain text and a simple, inline-styled HTML version. */
export function signInEmail(to: string, link: string, language: MailLanguage): MailMessage {
  const t = TEXTS[language];
  const text = [
    t.greeting,
    '',
    t.textIntro,
    '',
    link,
    '',
    t.expiry,
    '',
    t.ignore,
    '',
    t.signoff,
    t.team,
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px;">
<p style="font-size:28px;margin:0 0 8px;" aria-hidden="true">&#x23F0;</p>
<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(t.greeting)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px;">${escapeHtml(t.intro)}</p>
<p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;padding:14px 24px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:10px;font-size:16px;font-weight:bold;">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;line-height:1.5;margin:0 0 8px;">${escapeHtml(t.expiry)}</p>
<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 8px;">${escapeHtml(t.copy)}<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 24px;">${escapeHtml(t.ignore)}</p>
<p style="font-size:15px;margin:0;">${escapeHtml(t.signoff)}<br>${escapeHtml(t.team)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject: t.subject, text, html };
}
