import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassWithRoster, insertAssignmentAnswers } from './support/class-fixtures';
import { binary, csvRecords } from './support/report-files';
import {
  INTERNAL_HEADERS,
  sessionResultsBody,
  TEST_INTERNAL_TOKEN,
} from './support/session-results';
import { signInTeacher } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

// Exports longer than one page (1,000 rows): every answer exactly once, across page boundaries.
const SEATS = 60;
const QUESTIONS = 20;
const ASSIGNMENT_ANSWERS = 1100;

describe.each(testBackends)('a CSV export over several pages on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
  });
  afterAll(() => t.close());

  it('When a class has 2,300 answers, then each is one row, once, and the summary counts them all', async () => {
    const teacher = await signInTeacher(t);
    const { classId, children } = await createClassWithRoster(t, teacher.id, [
      { nickname: 'Solo', character: 'bee' },
    ]);
    const template = sessionResultsBody(teacher.id, { classId });
    const question = template.questions[0];
    if (!question) throw new Error('the builder has a first question');
    const body = {
      ...template,
      options: { ...template.options, questionCount: QUESTIONS },
      players: Array.from({ length: SEATS }, (_, i) => ({
        playerId: `seat-${String(i + 1).padStart(6, '0')}`,
        nickname: `Kid ${i + 1}`,
        character: 'fox' as const,
        score: 0,
        rank: i + 1,
        correctCount: QUESTIONS,
        totalAnswerMs: QUESTIONS * 1000,
      })),
      questions: Array.from({ length: QUESTIONS }, (_, index) => ({ ...question, index })),
      answers: Array.from({ length: SEATS * QUESTIONS }, (_, n) => ({
        playerId: `seat-${String((n % SEATS) + 1).padStart(6, '0')}`,
        questionIndex: Math.floor(n / SEATS),
        answer: { kind: 'choice' as const, label: '3:15' },
        correct: true,
        tag: null,
        answerMs: 1000,
      })),
    };
    const stored = await request(t.app)
      .post('/api/internal/session-results')
      .set(INTERNAL_HEADERS)
      .send(body);
    expect(stored.body.outcome).toBe('stored');
    await insertAssignmentAnswers(
      t,
      teacher.id,
      classId,
      new Date('2026-03-05T10:00:00Z'),
      Array.from({ length: ASSIGNMENT_ANSWERS }, () => ({
        childId: children[0]?.id ?? '',
        type: 'multiple_choice' as const,
        skill: 'quarter' as const,
        correctTime: '3:15',
        given: '3:45',
        correct: false,
        tag: 'past_to_reversed' as const,
        answerMs: 2000,
      })),
    );

    const res = await request(t.app)
      .get(`/api/classes/${classId}/report.csv`)
      .set(teacher.headers)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const records = csvRecords(res.body as Buffer);
    const answers = records.slice(1, 1 + SEATS * QUESTIONS + ASSIGNMENT_ANSWERS);
    const sessionRows = answers.filter((r) => r[1] === 'Live session');
    expect(sessionRows).toHaveLength(SEATS * QUESTIONS);
    expect(new Set(sessionRows.map((r) => `${r[3]} ${r[5]}`)).size).toBe(SEATS * QUESTIONS);
    const assignmentRows = answers.filter((r) => r[1] === 'Assignment');
    expect(assignmentRows).toHaveLength(ASSIGNMENT_ANSWERS);
    expect(new Set(assignmentRows.map((r) => r[5])).size).toBe(ASSIGNMENT_ANSWERS);
    expect(records.slice(1 + answers.length)).toEqual([
      [''],
      ['Summary per child'],
      expect.any(Array),
      ['Solo', 'bee', String(ASSIGNMENT_ANSWERS), '0', '0', '2.0', 'past_to_reversed'],
      [
        'Everyone',
        '',
        String(SEATS * QUESTIONS + ASSIGNMENT_ANSWERS),
        String(SEATS * QUESTIONS),
        '52',
        '1.5',
        'past_to_reversed',
      ],
    ]);
  });
});
