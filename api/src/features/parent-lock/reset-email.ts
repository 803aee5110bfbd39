import type { MailLanguage } from '../mail/language';
import type { MailMessage } from '../mail/sign-in-email';

interface ResetTexts {
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

/** Informal in every language (du, tu), as the sign-in email. */
const TEXTS: Record<MailLanguage, ResetTexts> = {
  en: {
    subject: 'Remove the parent lock of Tick Tock Class',
    greeting: 'Hello!',
    intro:
      'Someone asked to remove the parent lock because the PIN was forgotten. Tap the button below on the device with Tick Tock Class to remove it. Then you can set a new PIN in Settings.',
    textIntro:
      'Someone asked to remove the parent lock because the PIN was forgotten. Open the link below on the device with Tick Tock Class to remove it. Then you can set a new PIN in Settings.',
    button: 'Remove the parent lock',
    copy: 'If the button does not work, copy this address into your browser:',
    expiry: 'The link works once and expires in 1 hour.',
    ignore:
      'Did not ask for this? Then ignore this email: the parent lock and its PIN stay as they are.',
    signoff: 'Happy time-telling!',
    team: 'The Tick Tock Class team',
  },
  de: {
    subject: 'Elternsperre von Tick Tock Class aufheben',
    greeting: 'Hallo!',
    intro:
      'Jemand möchte die Elternsperre aufheben, weil die PIN vergessen wurde. Tippe auf dem Gerät mit Tick Tock Class auf die Schaltfläche unten, um sie aufzuheben. Danach kannst du in den Einstellungen eine neue PIN festlegen.',
    textIntro:
      'Jemand möchte die Elternsperre aufheben, weil die PIN vergessen wurde. Öffne den Link unten auf dem Gerät mit Tick Tock Class, um sie aufzuheben. Danach kannst du in den Einstellungen eine neue PIN festlegen.',
    button: 'Elternsperre aufheben',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    expiry: 'Der Link funktioniert einmal und ist 1 Stunde lang gültig.',
    ignore:
      'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach: Die Elternsperre und ihre PIN bleiben, wie sie sind.',
    signoff: 'Viel Spaß beim Uhrlesen!',
    team: 'Dein Tick Tock Class Team',
  },
  es: {
    subject: 'Quitar el bloqueo parental de Tick Tock Class',
    greeting: '¡Hola!',
    intro:
      'Alguien ha pedido quitar el bloqueo parental porque se olvidó el PIN. Pulsa el botón de abajo en el dispositivo con Tick Tock Class para quitarlo. Después podrás poner un PIN nuevo en Ajustes.',
    textIntro:
      'Alguien ha pedido quitar el bloqueo parental porque se olvidó el PIN. Abre el enlace de abajo en el dispositivo con Tick Tock Class para quitarlo. Después podrás poner un PIN nuevo en Ajustes.',
    button: 'Quitar el bloqueo parental',
    copy: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    expiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
    ignore:
      '¿No lo has pedido tú? Entonces ignora este correo: el bloqueo parental y su PIN se quedan como están.',
    signoff: '¡Que te diviertas aprendiendo la hora!',
    team: 'El equipo de Tick Tock Class',
  },
  fr: {
    subject: 'Retirer le verrou parental de Tick Tock Class',
    greeting: 'Bonjour !',
    intro:
      'Quelqu’un a demandé de retirer le verrou parental parce que le code PIN a été oublié. Appuie sur le bouton ci-dessous sur l’appareil avec Tick Tock Class pour le retirer. Tu pourras ensuite choisir un nouveau code PIN dans les Réglages.',
    textIntro:
      'Quelqu’un a demandé de retirer le verrou parental parce que le code PIN a été oublié. Ouvre le lien ci-dessous sur l’appareil avec Tick Tock Class pour le retirer. Tu pourras ensuite choisir un nouveau code PIN dans les Réglages.',
    button: 'Retirer le verrou parental',
    copy: 'Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore:
      'Tu n’as rien demandé ? Alors ignore cet e-mail : le verrou parental et son code PIN restent tels quels.',
    signoff: 'Amuse-toi bien à lire l’heure !',
    team: 'L’équipe Tick Tock Class',
  },
  it: {
    subject: 'Rimuovi il blocco genitori di Tick Tock Class',
    greeting: 'Ciao!',
    intro:
      'Qualcuno ha chiesto di rimuovere il blocco genitori perché il PIN è stato dimenticato. Tocca il pulsante qui sotto sul dispositivo con Tick Tock Class per rimuoverlo. Poi potrai scegliere un nuovo PIN nelle Impostazioni.',
    textIntro:
      'Qualcuno ha chiesto di rimuovere il blocco genitori perché il PIN è stato dimenticato. Apri il link qui sotto sul dispositivo con Tick Tock Class per rimuoverlo. Poi potrai scegliere un nuovo PIN nelle Impostazioni.',
    button: 'Rimuovi il blocco genitori',
    copy: 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:',
    expiry: 'Il link funziona una sola volta e scade tra 1 ora.',
    ignore:
      'Non l’hai chiesto tu? Allora ignora questa email: il blocco genitori e il suo PIN restano come sono.',
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

/** The link the reset mail carries: the settings screen removes the lock with its token. */
export function parentResetLink(publicUrl: string, token: string): string {
  const url = new URL('/settings', publicUrl);
  url.searchParams.set('parentReset', token);
  return url.toString();
}

/** The parent lock's reset email in one language: plain text and simple inline-styled HTML. */
export function parentResetEmail(to: string, link: string, language: MailLanguage): MailMessage {
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
<p style="font-size:28px;margin:0 0 8px;" aria-hidden="true">&#x1F512;</p>
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
