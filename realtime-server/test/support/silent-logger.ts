import { pino } from 'pino';

/** A logger that writes nothing; tests assert on behaviour, not on log lines. */
export const silentLogger = pino({ level: 'silent' });
