import type { ServerPayload } from '@ttc/shared-protocol/events';
import { CHARACTER_IDS } from '@ttc/shared-protocol/game/characters';
import type { Answer } from '@ttc/shared-protocol/game/question';
import { io, type Socket } from 'socket.io-client';

/**
 * The rest of a class for the browser tests: children who join a live room over socket.io-client
 * in Node (no browser each), with the characters in turn and a generated name the server
 * suggests, and answer each question when told to. They fill the board's lobby, scoreboard and
 * podium as a real class does.
 */

type StudentView = ServerPayload<'room:state'>;

export type ClassBot = {
  readonly nickname: string;
  /** The latest room view this child got. */
  view(): StudentView | null;
  /** Answers the open question `index`: the option at `option` (wrapping), or for set the clock
   * the time asked when `option` is even, else the hands where they start. */
  answer(index: number, option: number): Promise<void>;
  close(): void;
};

async function send(socket: Socket, event: string, payload: unknown): Promise<unknown> {
  const ack = (await socket.timeout(10_000).emitWithAck(event, payload)) as
    | { ok: true; data: unknown }
    | { ok: false; error: { code: string; message: string } };
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

/** One child joins room `code` as character number `n` (in the characters' order, wrapping). */
export async function joinBot(url: string, code: string, n: number): Promise<ClassBot> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { origin: url },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let view: StudentView | null = null;
  socket.on('room:state', (next: StudentView) => {
    view = next;
  });
  const character = CHARACTER_IDS[n % CHARACTER_IDS.length] ?? 'cat';
  const { names } = (await send(socket, 'room:suggest-names', { code, count: 6, character })) as {
    names: Array<{ adjective: string; animal: string; text?: string }>;
  };
  const pick = names[0];
  if (!pick) throw new Error('no free name suggested');
  await send(socket, 'room:join', {
    code,
    nickname: { kind: 'generated', adjective: pick.adjective, animal: pick.animal },
    character,
  });
  return {
    nickname: pick.text ?? `${pick.adjective} ${pick.animal}`,
    view: () => view,
    async answer(index, option) {
      // The room's view of that question may arrive a moment after the board's.
      for (let i = 0; i < 50 && view?.question?.index !== index; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const question = (view as StudentView | null)?.question;
      if (!question || question.index !== index) throw new Error(`no question ${index} to answer`);
      let answer: Answer;
      if (question.options && question.options.length > 0) {
        answer = {
          kind: 'choice',
          label: question.options[option % question.options.length] ?? '',
        };
      } else {
        const asked = question.questionText.match(/(\d{1,2}):(\d{2})/);
        const time =
          option % 2 === 0 && asked
            ? { hour: Number(asked[1]), minute: Number(asked[2]) }
            : (question.startClock ?? { hour: 12, minute: 0 });
        answer = { kind: 'clock', time };
      }
      await send(socket, 'answer:submit', { questionIndex: index, answer });
    },
    close: () => socket.disconnect(),
  };
}

/** `count` children join, one after another (the server suggests names that are still free). */
export async function joinBots(url: string, code: string, count: number, from = 0) {
  const bots: ClassBot[] = [];
  for (let i = 0; i < count; i++) bots.push(await joinBot(url, code, from + i));
  return bots;
}
