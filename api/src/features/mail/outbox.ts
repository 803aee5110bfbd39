import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry } from '@ttc/shared-protocol/api/auth-outbox';
import type { MailMessage } from './sign-in-email';

/** Enough for a day of sign-ins on one machine; older messages are deleted. */
export const OUTBOX_LIMIT = 200;
/** Sign-in links last 10 minutes; a day is plenty to find one again. */
export const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

/** `DATA_DIR/outbox`: where mail is kept when there is no SMTP_URL. */
export function outboxDirectory(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Creates the outbox folder (owner only: it holds live sign-in links). */
export async function createOutboxDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
}

/**
 * The outbox of a server without SMTP: every message as a text file under DATA_DIR/outbox
 * (`<time>-<n>-<random>.txt`: To, Subject and Date headers, a blank line, the plain text; the
 * HTML part next to it as `.html`). Files survive a restart, are shared by processes on one
 * DATA_DIR and can be read with `cat` in a container; only the owner may read them (0600). Over
 * HTTP only the server's own machine may read them (see loopback-only.ts).
 */
export class Outbox {
  readonly directory: string;
  readonly #pending = new Set<Promise<void>>();
  #sequence = 0;

  constructor(directory: string) {
    this.directory = directory;
  }

  /** Writes one message; list() waits for writes this process has begun. */
  add(message: MailMessage, sentAt: Date): Promise<void> {
    this.#sequence += 1;
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${String(this.#sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const write = this.#write(name, message, sentAt).finally(() => this.#pending.delete(write));
    this.#pending.add(write);
    return write;
  }

  /** The messages to `to` (compared case-insensitively), newest first. */
  async list(to: string): Promise<OutboxEntry[]> {
    await Promise.allSettled([...this.#pending]);
    const wanted = to.trim().toLowerCase();
    const entries: OutboxEntry[] = [];
    for (const name of (await this.#names()).reverse()) {
      const entry = await this.#read(name);
      if (entry && entry.to.toLowerCase() === wanted) entries.push(entry);
    }
    return entries;
  }

  async #write(name: string, message: MailMessage, sentAt: Date): Promise<void> {
    await createOutboxDirectory(this.directory);
    const text = [
      `To: ${oneLine(message.to)}`,
      `Subject: ${oneLine(message.subject)}`,
      `Date: ${sentAt.toISOString()}`,
      '',
      message.text,
    ].join('\n');
    // The HTML part first and each under a private name, then renamed: a reader lists .txt
    // files, and finds a whole message whenever it finds one.
    await this.#writeAtomically(`${name}.html`, message.html);
    await this.#writeAtomically(`${name}.txt`, text);
    await this.#prune();
  }

  async #writeAtomically(name: string, content: string): Promise<void> {
    const draft = join(this.directory, `.${name}.${process.pid}.tmp`);
    await writeFile(draft, content, { mode: 0o600 });
    await rename(draft, join(this.directory, name));
  }

  /** Message names (without extension), oldest first. */
  async #names(): Promise<string[]> {
    let files: string[];
    try {
      files = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return files
      .filter((file) => file.endsWith('.txt') && !file.startsWith('.'))
      .map((file) => file.slice(0, -'.txt'.length))
      .sort();
  }

  async #read(name: string): Promise<OutboxEntry | null> {
    const text = await readFile(join(this.directory, `${name}.txt`), 'utf8').catch(() => null);
    if (text === null) return null;
    const blank = text.indexOf('\n\n');
    if (blank === -1) return null;
    const headers = new Map<string, string>();
    for (const line of text.slice(0, blank).split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    const to = headers.get('to');
    if (!to) return null;
    const html = await readFile(join(this.directory, `${name}.html`), 'utf8').catch(() => '');
    return {
      to,
      subject: headers.get('subject') ?? '',
      text: text.slice(blank + 2),
      html,
      sentAt: headers.get('date') ?? '',
    };
  }

  /** Keeps the newest OUTBOX_LIMIT messages of the last OUTBOX_KEEP_MS. */
  async #prune(): Promise<void> {
    const names = await this.#names();
    const cutoff = Date.now() - OUTBOX_KEEP_MS;
    const excess = names.length - OUTBOX_LIMIT;
    for (const [index, name] of names.entries()) {
      const file = join(this.directory, `${name}.txt`);
      const stats = index < excess ? null : await stat(file).catch(() => null);
      const old = index < excess || (stats !== null && stats.mtimeMs < cutoff);
      if (!old) break;
      await rm(file, { force: true });
      await rm(join(this.directory, `${name}.html`), { force: true });
    }
  }
}

/** Header values stay on their line whatever they hold. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
