import type { RunningServer } from './start-server';

/**
 * What `npm start` prints once the server listens: its address and where sign-in mail goes.
 * Without SMTP the person at this machine needs to know how to find their link, and that nobody
 * else can read it.
 */
export function startBanner(
  server: Pick<RunningServer, 'url' | 'port' | 'signInMail'>,
  nodeEnv: string,
): string {
  const lines = [`Tick Tock Class is running at ${server.url} (${nodeEnv})`];
  if (server.signInMail.kind === 'smtp') {
    lines.push('Sign-in mail is sent over SMTP (SMTP_URL).');
  } else {
    const { directory } = server.signInMail;
    lines.push(
      'Sign-in mail is not sent: SMTP_URL is not set. It is kept on this machine, for this machine only:',
      `  in ${directory} (one .txt file per message: cat ${directory}/*.txt)`,
      `  or at http://localhost:${server.port}/api/dev/outbox?to=YOUR-ADDRESS (opened on this machine)`,
      'Set SMTP_URL to mail sign-in links to the people who ask for them.',
    );
  }
  return lines.join('\n');
}
