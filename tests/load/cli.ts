/**
 * The load generator from a shell: a teacher per room and N students play one round against a
 * running realtime server, and each question's acks, errors and leaderboard times are printed.
 *
 *   node --import tsx tests/load/cli.ts --url http://127.0.0.1:3002 --students 300
 *
 * The host token is signed with AUTH_JWT_SECRET for the issuer of PUBLIC_URL (the server's own
 * variables; --secret and --public-url override them), or given as --token. With thousands of
 * students raise the open-file limit first (`ulimit -n 20000`): each student holds a socket.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { signHostToken } from './host-token';
import { type AnswerTiming, LoadGenerator, type QuestionReport } from './load-generator';
import { spread } from './stats';

const USAGE = `Usage: node --import tsx tests/load/cli.ts --url URL --students N [options]
  --url URL            realtime server (repeat for several nodes; students round-robin)
  --students N         students to connect and seat
  --rooms R            rooms to spread them over (default: as few as the room cap allows)
  --questions Q        questions in the round (default 10)
  --seconds S          seconds per question (default 20)
  --correct F          share answering right, 0-1 (default 0.5)
  --silent F           share not answering, 0-1 (default 0; questions then close on the timer)
  --timing T           burst | spread:MS | on-open:MIN-MAX (default on-open:200-1500)
  --token JWT          host access token (else signed with --secret for --public-url)
  --secret S           HS256 key (default $AUTH_JWT_SECRET)
  --public-url URL     the server's PUBLIC_URL (default $PUBLIC_URL or http://localhost:3000)
  --no-reconnect       do not reconnect dropped clients
  --raw                students speak the Socket.IO protocol over ws themselves (raw-student.ts):
                       a fraction of socket.io-client's CPU, for thousands of students from one process
  --json FILE          write every report (and each client's receive times) to FILE`;

function parseTiming(text: string): AnswerTiming {
  if (text === 'burst') return { kind: 'burst' };
  const [kind, value = ''] = text.split(':');
  if (kind === 'spread') return { kind: 'spread', windowMs: Number(value) };
  if (kind === 'on-open') {
    const [min = '0', max = min] = value.split('-');
    return { kind: 'on-open', minMs: Number(min), maxMs: Number(max) };
  }
  throw new Error(`unknown --timing ${text}`);
}

function line(report: QuestionReport): string {
  const lat = spread(report.leaderboard.latencyMs);
  const refused = Object.entries(report.acks.refused)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  return [
    `question ${report.key}:`,
    `${report.sent} sent over ${report.emitSpreadMs.toFixed(1)} ms,`,
    `${report.acks.ok} acked${refused ? ` (refused: ${refused})` : ''},`,
    `leaderboard held by ${report.leaderboard.received}/${report.students}`,
    `p50 ${lat.p50.toFixed(1)} / p99 ${lat.p99.toFixed(1)} / all ${report.leaderboard.allMs.toFixed(1)} ms,`,
    `generator CPU ${(report.cpu.share * 100).toFixed(0)} %`,
  ].join(' ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      students: { type: 'string' },
      rooms: { type: 'string' },
      questions: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '20' },
      correct: { type: 'string', default: '0.5' },
      silent: { type: 'string', default: '0' },
      timing: { type: 'string', default: 'on-open:200-1500' },
      token: { type: 'string' },
      secret: { type: 'string' },
      'public-url': { type: 'string' },
      'no-reconnect': { type: 'boolean', default: false },
      raw: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const students = Number(values.students);
  if (values.help || !values.url?.length || !Number.isInteger(students) || students < 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const secret = values.secret ?? process.env.AUTH_JWT_SECRET;
  const publicUrl = values['public-url'] ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
  const token = values.token;
  if (!token && !secret) throw new Error('give --token, or --secret / AUTH_JWT_SECRET to sign one');

  const started = performance.now();
  const load = await LoadGenerator.start({
    url: values.url,
    students,
    ...(values.rooms ? { rooms: Number(values.rooms) } : {}),
    hostToken: (room) =>
      token ??
      signHostToken({
        secret: secret ?? '',
        issuer: builtinIssuer(publicUrl),
        userId: `load-teacher-${room}`,
      }),
    roomOptions: {
      questionCount: Number(values.questions),
      secondsPerQuestion: Number(values.seconds),
    },
    reconnection: { enabled: !values['no-reconnect'] },
    studentClient: values.raw ? 'raw' : 'socket.io-client',
  });
  console.log(
    `${students} students seated in ${load.rooms.length} room(s) (${load.rooms.map((r) => r.code).join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const reports: QuestionReport[] = [];
  const timing = parseTiming(values.timing);
  try {
    await load.startRound();
    for (;;) {
      const report = await load.answerQuestion({
        correctShare: Number(values.correct),
        silentShare: Number(values.silent),
        timing,
      });
      reports.push(report);
      console.log(line(report));
      if (!(await load.next())) break;
    }
    const all = reports.flatMap((r) => r.leaderboard.latencyMs);
    const rounds = spread(reports.map((r) => r.leaderboard.allMs));
    const pooled = spread(all);
    console.log(
      `round done: per student p50 ${pooled.p50.toFixed(1)} / p99 ${pooled.p99.toFixed(1)} ms; every student p50 ${rounds.p50.toFixed(1)} / p99 ${rounds.p99.toFixed(1)} ms`,
    );
    console.log('counts:', JSON.stringify(load.counts()));
  } finally {
    if (values.json) {
      writeFileSync(
        values.json,
        JSON.stringify(
          {
            reports,
            counts: load.counts(),
            receipts: load.students.map((s) => ({
              playerId: s.seat?.playerId,
              events: s.receipts.toJSON(),
            })),
          },
          null,
          1,
        ),
      );
    }
    load.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
