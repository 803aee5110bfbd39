import {
  createClassWithRoster,
  type FixtureChild,
  insertAssignmentAnswers,
  storeClassSession,
} from './class-fixtures';
import { SESSION_ENDED_AT, SESSION_STARTED_AT } from './session-results';
import type { SignedInTestUser } from './sign-in';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/** The class the analytics and report tests read, and what it is made of. */
export type MapleClass = {
  classId: string;
  ana: FixtureChild;
  ben: FixtureChild;
  cleo: FixtureChild;
  dev: FixtureChild;
  sessionA: string;
  sessionB: string;
  taskId: string;
};

/**
 * Class "Maple" (grade 1, in `language`): Ana (panda), Ben (fox), Cleo (owl), Dev (cat).
 * - session A (2 March): the builder's session with Ana in seat 1, Ben in seat 2 and a guest
 *   (Clever Owl) in seat 3; session B (3 March): the same with Cleo in seat 3. Per session:
 *   q0 3:15 multiple choice (seat 1 right 2000 ms, seat 2 "3:45" past_to_reversed 3000 ms,
 *   seat 3 "12:15" hands_swapped 6000 ms), q1 set 7:30 (seats 1 and 2 right, 4000 and 5000 ms).
 * - an assignment (answers on 4 March): Cleo 9:00 "12:45" hands_swapped 1500 ms and 6:00 right
 *   2500 ms (stored without a skill); Ana 9:00 "12:45" hands_swapped 1000 ms and set 2:00
 *   "12:10" hands_swapped without a time; Ben read 6:45 "6:15" past_to_reversed 4000 ms.
 * Dev has no answers.
 */
export async function seedMapleClass(
  t: TestApp,
  teacher: SignedInTestUser,
  language: 'en' | 'es' | 'fr' | 'de' | 'it' = 'en',
): Promise<MapleClass> {
  const { classId, children } = await createClassWithRoster(
    t,
    teacher.id,
    [
      { nickname: 'Ana', character: 'panda' },
      { nickname: 'Ben', character: 'fox' },
      { nickname: 'Cleo', character: 'owl' },
      { nickname: 'Dev', character: 'cat' },
    ],
    { name: 'Maple', grade: '1', language },
  );
  const [ana, ben, cleo, dev] = children as [
    FixtureChild,
    FixtureChild,
    FixtureChild,
    FixtureChild,
  ];
  const sessionA = await storeClassSession(t, teacher.id, classId, [ana.id, ben.id, null]);
  const sessionB = await storeClassSession(t, teacher.id, classId, [ana.id, ben.id, cleo.id], {
    startedAt: SESSION_STARTED_AT + DAY,
    endedAt: SESSION_ENDED_AT + DAY,
  });
  const mc = 'multiple_choice' as const;
  const taskId = await insertAssignmentAnswers(
    t,
    teacher.id,
    classId,
    new Date(SESSION_STARTED_AT + 2 * DAY),
    [
      {
        childId: cleo.id,
        type: mc,
        skill: 'oclock',
        correctTime: '9:00',
        given: '12:45',
        correct: false,
        tag: 'hands_swapped',
        answerMs: 1500,
      },
      {
        childId: cleo.id,
        type: mc,
        skill: null,
        correctTime: '6:00',
        given: '6:00',
        correct: true,
        tag: null,
        answerMs: 2500,
      },
      {
        childId: ana.id,
        type: mc,
        skill: 'oclock',
        correctTime: '9:00',
        given: '12:45',
        correct: false,
        tag: 'hands_swapped',
        answerMs: 1000,
      },
      {
        childId: ana.id,
        type: 'set_time',
        skill: 'oclock',
        correctTime: '2:00',
        given: '12:10',
        correct: false,
        tag: 'hands_swapped',
        answerMs: null,
      },
      {
        childId: ben.id,
        type: 'read_time',
        skill: 'quarter',
        correctTime: '6:45',
        given: '6:15',
        correct: false,
        tag: 'past_to_reversed',
        answerMs: 4000,
      },
    ],
  );
  return { classId, ana, ben, cleo, dev, sessionA, sessionB, taskId };
}
