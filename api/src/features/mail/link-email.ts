import type { MailLanguage } from './language';

/** A message ready for the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The texts of an email whose point is one link (sign-in, parent-lock reset), in one language. */
export interface LinkEmailTexts {
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

/**
 * One link's email: plain text, and simple inline-styled HTML (mail clients ignore style sheets)
 * with a big button and the address spelled out below it. `icon` is an HTML character reference.
 */
export function linkEmail(
  to: string,
  link: string,
  language: MailLanguage,
  t: LinkEmailTexts,
  icon: string,
): MailMessage {
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
<p style="font-size:28px;margin:0 0 8px;" aria-hidden="true">${icon}</p>
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
