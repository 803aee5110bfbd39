import { randomUUID } from 'node:crypto';
import type { SessionResultsInput } from '@ttc/shared-protocol/api/session-results';
import type { ServerPayload } from '@ttc/shared-protocol/events';
import { builtinIssuer } from '@ttc/shared-protocol/realtime/access-token-claims';
import { expect } from 'vitest';
import {
  type AckedAnswer,
  answerUntilAcked,
  choice,
  connectTeacher,
  createRoom,
  joinStudent,
  type Student,
  sendOk,
  signHostToken,
  type Teacher,
} from './live-client';
import { JWT_SECRET, PUBLIC_URL } from './realtime-process';

/** Seat i is right on question q when (i + q) % 3 !== 0: scores differ from seat to seat. */
export const isRight = (seat: number, index: number) => (seat + index) % 3 !== 0;

/** Seats `from` to `to - 1`. */
export const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => from + k);

/**
 * The steps of a live session the fault tests share, against one realtime URL: a teacher with a
 * room, students joining, a question opening, answers sent until acknowledged, the end of the
 * podium and the results the server handed over. `close()` drops every connection it opened.
 */
export class Classroom {
  readonly #closers: Array<() => void> = [];

  constructor(
    readonly url: string,
    /** The results API stand-in: what it received, and whose sessions it takes. */
    readonly api: { received: SessionResultsInput[]; teachers: Set<string> },
  ) {}

  async teacherWithRoom(
    questionCount: number,
    secondsPerQuestion = 120,
  ): Promise<{ teacher: Teacher; code: string; token: string }> {
    const userId = randomUUID();
    this.api.teachers.add(userId);
    const token = signHostToken({ secret: JWT_SECRET, issuer: builtinIssuer(PUBLIC_URL), userId });
    const teacher = await this.teacher(token);
    const code = await createRoom(teacher, { questionCount, secondsPerQuestion });
    return { teacher, code, token };
  }

  /** A teacher's screen connected here with `token` (to reclaim a room: `room:host-rejoin`). */
  async teacher(token: string): Promise<Teacher> {
    const teacher = await connectTeacher(this.url, token);
    this.#closers.push(teacher.close);
    return teacher;
  }

  async join(code: string, count: number, failures: string[] = []): Promise<Student[]> {
    const students = await Promise.all(
      Array.from({ length: count }, () => joinStudent(this.url, code, failures)),
    );
    for (const s of students) this.#closers.push(s.close);
    return students;
  }

  /** Waits until question `index` is open for the teacher and every student; the host view. */
  async openQuestion(
    teacher: Teacher,
    students: Student[],
    index: number,
  ): Promise<ServerPayload<'room:host'>> {
    const view = await teacher.log.waitFor(
      'room:host',
      (v) => v.phase === 'question-open' && v.question?.index === index,
    );
    await Promise.all(
      students.map((s) =>
        s.log.waitFor(
          'room:state',
          (v) => v.phase === 'question-open' && v.question?.index === index,
        ),
      ),
    );
    return view;
  }

  /** The given seats answer (right or wrong by `isRight`) until each is acknowledged. */
  answer(
    view: ServerPayload<'room:host'>,
    students: Student[],
    seats: number[],
    failures: string[] = [],
  ): Promise<AckedAnswer[]> {
    const index = view.question?.index ?? -1;
    return Promise.all(
      seats.map((i) => {
        const student = students[i];
        if (!student) throw new Error(`no seat ${i}`);
        const right = isRight(i, index);
        return answerUntilAcked(student, index, choice(view, right), right, failures);
      }),
    );
  }

  /** Once the last question closed: on to the podium, its end, and the stored results. */
  async finish(teacher: Teacher, lastIndex: number): Promise<SessionResultsInput> {
    await teacher.log.waitFor(
      'room:host',
      (v) => v.phase === 'question-closed' && v.question?.index === lastIndex,
    );
    await sendOk(teacher.socket, 'host:next', { questionIndex: lastIndex });
    await teacher.log.waitFor('room:podium', (p) => p.stepName === 'complete', {
      timeoutMs: 20_000,
    });
    const sessionId = teacher.log.last('room:host')?.sessionId;
    await expect
      .poll(() => this.api.received.find((r) => r.sessionId === sessionId), { timeout: 15_000 })
      .toBeDefined();
    const results = this.api.received.find((r) => r.sessionId === sessionId);
    if (!results) throw new Error('no results');
    return results;
  }

  close(): void {
    for (const close of this.#closers.splice(0)) close();
  }
}
