import type { MailLanguage } from './language';
import { type LinkEmailTexts, linkEmail, type MailMessage } from './link-email';

export type { MailMessage };

/** The app speaks to its users informally in every language (du, tu), and so does this email. */
const TEXTS: Record<MailLanguage, LinkEmailTexts> = {
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

/** The sign-in email in one language: plain text and a simple, inline-styled HTML version. */
export function signInEmail(to: string, link: string, language: MailLanguage): MailMessage {
  return linkEmail(to, link, language, TEXTS[language], '&#x23F0;');
}
