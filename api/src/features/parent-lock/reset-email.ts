import type { MailLanguage } from '../mail/language';
import { type LinkEmailTexts, linkEmail, type MailMessage } from '../mail/link-email';

/** Informal in every language (du, tu), as the sign-in email. */
const TEXTS: Record<MailLanguage, LinkEmailTexts> = {
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

/** The link the reset mail carries: the settings screen removes the lock with its token. */
export function parentResetLink(publicUrl: string, token: string): string {
  const url = new URL('/settings', publicUrl);
  url.searchParams.set('parentReset', token);
  return url.toString();
}

/** The parent lock's reset email in one language: plain text and simple inline-styled HTML. */
export function parentResetEmail(to: string, link: string, language: MailLanguage): MailMessage {
  return linkEmail(to, link, language, TEXTS[language], '&#x1F512;');
}
