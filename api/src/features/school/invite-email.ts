import type { MailLanguage } from '../mail/language';
import type { MailMessage } from '../mail/sign-in-email';

interface InviteTexts {
  subject: (school: string) => string;
  greeting: string;
  intro: (inviter: string, school: string) => string;
  button: string;
  copy: string;
  expiry: string;
  ignore: string;
  team: string;
}

// Written to teachers, so French and German use the polite form (vous, Sie).
const TEXTS: Record<MailLanguage, InviteTexts> = {
  en: {
    subject: (school) => `Join ${school} on Tick Tock Class`,
    greeting: 'Hello!',
    intro: (inviter, school) =>
      `${inviter} invites you to join ${school} on Tick Tock Class, where teachers help children learn to read the clock. Open the link below to sign in and join the school.`,
    button: 'Join the school',
    copy: 'If the button does not work, copy this address into your browser:',
    expiry: 'The invitation works once and expires in 7 days.',
    ignore: 'Not expecting this invitation? You can simply ignore this email.',
    team: 'The Tick Tock Class team',
  },
  de: {
    subject: (school) => `Treten Sie ${school} bei Tick Tock Class bei`,
    greeting: 'Hallo!',
    intro: (inviter, school) =>
      `${inviter} lädt Sie ein, ${school} bei Tick Tock Class beizutreten. Dort helfen Lehrkräfte Kindern, die Uhr lesen zu lernen. Öffnen Sie den Link unten, um sich anzumelden und der Schule beizutreten.`,
    button: 'Der Schule beitreten',
    copy: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    expiry: 'Die Einladung funktioniert einmal und ist 7 Tage lang gültig.',
    ignore:
      'Sie haben diese Einladung nicht erwartet? Dann können Sie diese E-Mail einfach ignorieren.',
    team: 'Ihr Tick Tock Class Team',
  },
  es: {
    subject: (school) => `Únete a ${school} en Tick Tock Class`,
    greeting: '¡Hola!',
    intro: (inviter, school) =>
      `${inviter} te invita a unirte a ${school} en Tick Tock Class, donde los docentes ayudan a los niños a aprender a leer el reloj. Abre el enlace de abajo para iniciar sesión y unirte al centro.`,
    button: 'Unirme al centro',
    copy: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    expiry: 'La invitación funciona una sola vez y caduca en 7 días.',
    ignore: '¿No esperabas esta invitación? Puedes ignorar este correo.',
    team: 'El equipo de Tick Tock Class',
  },
  fr: {
    subject: (school) => `Rejoignez ${school} sur Tick Tock Class`,
    greeting: 'Bonjour,',
    intro: (inviter, school) =>
      `${inviter} vous invite à rejoindre ${school} sur Tick Tock Class, où les enseignants aident les enfants à apprendre à lire l’heure. Ouvrez le lien ci-dessous pour vous connecter et rejoindre l’école.`,
    button: 'Rejoindre l’école',
    copy: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    expiry: 'L’invitation ne fonctionne qu’une fois et expire dans 7 jours.',
    ignore: 'Vous n’attendiez pas cette invitation ? Vous pouvez simplement ignorer cet e-mail.',
    team: 'L’équipe Tick Tock Class',
  },
  it: {
    subject: (school) => `Unisciti a ${school} su Tick Tock Class`,
    greeting: 'Ciao!',
    intro: (inviter, school) =>
      `${inviter} ti invita a unirti a ${school} su Tick Tock Class, dove gli insegnanti aiutano i bambini a imparare a leggere l’orologio. Apri il link qui sotto per accedere e unirti alla scuola.`,
    button: 'Unisciti alla scuola',
    copy: 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:',
    expiry: 'L’invito funziona una sola volta e scade tra 7 giorni.',
    ignore: 'Non aspettavi questo invito? Puoi semplicemente ignorare questa email.',
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
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The invitation a school admin sends a teacher: who invites them to which school, and the link
 * that signs them in and joins the school. Names are the admin's and the school's own words, so
 * they are escaped in the HTML part.
 */
export function schoolInviteEmail(
  to: string,
  link: string,
  language: MailLanguage,
  inviter: string,
  school: string,
): MailMessage {
  const t = TEXTS[language];
  // One line each: a name with a line break must not split the subject header.
  const oneLine = (name: string) => name.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  school = oneLine(school);
  const intro = t.intro(oneLine(inviter), school);
  const text = [t.greeting, '', intro, '', link, '', t.expiry, '', t.ignore, '', t.team, ''].join(
    '\n',
  );
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.subject(school))}</title></head>
<body style="margin:0;padding:24px;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;">
<tr><td style="padding:32px;">
<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(t.greeting)}</h1>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px;">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;padding:14px 24px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:10px;font-size:16px;font-weight:bold;">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;line-height:1.5;margin:0 0 8px;">${escapeHtml(t.expiry)}</p>
<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 8px;">${escapeHtml(t.copy)}<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 24px;">${escapeHtml(t.ignore)}</p>
<p style="font-size:15px;margin:0;">${escapeHtml(t.team)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject: t.subject(school), text, html };
}
