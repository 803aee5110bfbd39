import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from './support/class-fixtures';
import { type MapleClass, seedMapleClass } from './support/class-scenario';
import { binary, csvRecords, pdfText, UTF8_BOM } from './support/report-files';
import { TEST_INTERNAL_TOKEN } from './support/session-results';
import { type SignedInTestUser, signInTeacher, signInTestUser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { testBackends } from './support/test-database';

const COLUMNS = [
  'Date (UTC)',
  'Source',
  'Session or assignment',
  'Nickname',
  'Character',
  'Question',
  'Question type',
  'Skill',
  'Clock shown',
  'Answer given',
  'Result',
  'Answer time (s)',
  'Misconception',
];
const SUMMARY_COLUMNS = [
  'Nickname',
  'Character',
  'Answers',
  'Right',
  'Accuracy (%)',
  'Mean answer time (s)',
  'Most common misconception',
];
const A = '2026-03-02T09:00:00Z';
const B = '2026-03-03T09:00:00Z';
const live = ['Live session', 'Room 123456'];

describe.each(testBackends)('CSV exports and PDF reports on $name', (backend) => {
  let t: TestApp;
  let ada: SignedInTestUser;
  let zoe: SignedInTestUser;
  let maple: MapleClass;
  beforeAll(async () => {
    t = await startTestApp(backend, { INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN });
    ada = await signInTeacher(t, { fullName: 'Ada Lovelace' });
    zoe = await signInTeacher(t, { fullName: 'Zoe Admin' });
    await createSchool(t, 'Oak Primary', [zoe.id], [ada.id]);
    maple = await seedMapleClass(t, ada);
  });
  afterAll(() => t.close());

  const download = (user: SignedInTestUser | null, path: string) =>
    request(t.app)
      .get(path)
      .set(user ? user.headers : {})
      .buffer(true)
      .parse(binary);

  describe('GET /api/classes/:id/report.csv', () => {
    it('When the teacher exports the class, then every answer is a row, in source order, then a row per child', async () => {
      const res = await download(ada, `/api/classes/${maple.classId}/report.csv`).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="tick-tock-class-maple-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const body = res.body as Buffer;
      expect(body.subarray(0, 3)).toEqual(UTF8_BOM);
      const records = csvRecords(body);
      const oneSession = (at: string, third: string[]) => [
        [
          at,
          ...live,
          'Ana',
          'panda',
          '1',
          'multiple_choice',
          'quarter',
          '3:15',
          '3:15',
          'right',
          '2.0',
          '',
        ],
        [
          at,
          ...live,
          'Ben',
          'fox',
          '1',
          'multiple_choice',
          'quarter',
          '3:15',
          '3:45',
          'wrong',
          '3.0',
          'past_to_reversed',
        ],
        [
          at,
          ...live,
          ...third,
          '1',
          'multiple_choice',
          'quarter',
          '3:15',
          '12:15',
          'wrong',
          '6.0',
          'hands_swapped',
        ],
        [at, ...live, 'Ana', 'panda', '2', 'set_time', 'half', '7:30', '7:30', 'right', '4.0', ''],
        [at, ...live, 'Ben', 'fox', '2', 'set_time', 'half', '7:30', '7:30', 'right', '5.0', ''],
      ];
      const task = ['Assignment', 'Practice at home'];
      expect(records).toEqual([
        COLUMNS,
        ...oneSession(A, ['Clever Owl', 'owl']),
        ...oneSession(B, ['Cleo', 'owl']),
        [
          '2026-03-04T09:00:00Z',
          ...task,
          'Cleo',
          'owl',
          '1',
          'multiple_choice',
          'oclock',
          '9:00',
          '12:45',
          'wrong',
          '1.5',
          'hands_swapped',
        ],
        [
          '2026-03-04T09:00:01Z',
          ...task,
          'Cleo',
          'owl',
          '2',
          'multiple_choice',
          'oclock',
          '6:00',
          '6:00',
          'right',
          '2.5',
          '',
        ],
        [
          '2026-03-04T09:00:00Z',
          ...task,
          'Ana',
          'panda',
          '1',
          'multiple_choice',
          'oclock',
          '9:00',
          '12:45',
          'wrong',
          '1.0',
          'hands_swapped',
        ],
        [
          '2026-03-04T09:00:01Z',
          ...task,
          'Ana',
          'panda',
          '2',
          'set_time',
          'oclock',
          '2:00',
          '12:10',
          'wrong',
          '',
          'hands_swapped',
        ],
        [
          '2026-03-04T09:00:00Z',
          ...task,
          'Ben',
          'fox',
          '1',
          'read_time',
          'quarter',
          '6:45',
          '6:15',
          'wrong',
          '4.0',
          'past_to_reversed',
        ],
        [''],
        ['Summary per child'],
        SUMMARY_COLUMNS,
        ['Ana', 'panda', '6', '4', '67', '2.6', 'hands_swapped'],
        ['Ben', 'fox', '5', '2', '40', '4.0', 'past_to_reversed'],
        ['Cleo', 'owl', '3', '1', '33', '3.3', 'hands_swapped'],
        ['Dev', 'cat', '0', '0', '', '', ''],
        ['Everyone', '', '15', '7', '47', '3.5', 'hands_swapped'],
      ]);
      // Nicknames only: the teacher's name is nowhere in it.
      expect(body.toString('utf8')).not.toContain('Lovelace');
    });

    it("When the class's language is German, then the headers and results are German", async () => {
      const linden = await seedMapleClass(t, ada, 'de');
      const res = await download(ada, `/api/classes/${linden.classId}/report.csv`).expect(200);
      const records = csvRecords(res.body as Buffer);
      expect(records[0]?.[0]).toBe('Datum (UTC)');
      expect(records[1]?.slice(1, 3)).toEqual(['Live-Sitzung', 'Raum 123456']);
      expect(records[1]?.[10]).toBe('richtig');
      expect(records.at(-1)?.[0]).toBe('Alle');
    });
  });

  describe('GET /api/sessions/:id/report.csv', () => {
    it('When the teacher exports one session, then its answers and a row per seat come back', async () => {
      const res = await download(ada, `/api/sessions/${maple.sessionB}/report.csv`).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="tick-tock-class-session-123456-2026-03-03.csv"',
      );
      const records = csvRecords(res.body as Buffer);
      expect(records.slice(1, 6).map((r) => [r[3], r[5], r[10]])).toEqual([
        ['Ana', '1', 'right'],
        ['Ben', '1', 'wrong'],
        ['Cleo', '1', 'wrong'],
        ['Ana', '2', 'right'],
        ['Ben', '2', 'right'],
      ]);
      expect(records.slice(6)).toEqual([
        [''],
        ['Summary per child'],
        SUMMARY_COLUMNS,
        ['Ana', 'panda', '2', '2', '100', '3.0', ''],
        ['Ben', 'fox', '2', '1', '50', '4.0', 'past_to_reversed'],
        ['Cleo', 'owl', '1', '0', '0', '6.0', 'hands_swapped'],
        ['Everyone', '', '5', '3', '60', '4.0', 'hands_swapped'],
      ]);
    });
  });

  describe('GET /api/classes/:id/children/:childId/report.pdf', () => {
    it("When the teacher prints a child's report, then it names the school, class, child, period, skills, what is tricky and what to practise", async () => {
      const res = await download(
        ada,
        `/api/classes/${maple.classId}/children/${maple.ana.id}/report.pdf`,
      ).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="tick-tock-class-ana.pdf"',
      );
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(body);
      for (const expected of [
        'Progress report',
        'School: Oak Primary',
        'Class: Maple (Grade 1)',
        'Child: Ana',
        'Character: Panda',
        'Period: March 2, 2026 – March 4, 2026',
        '6 answers, 4 right (67 %).',
        "O'clock",
        '0 % (0/2)',
        'Quarter past and to',
        '100 % (2/2)',
        'What Ana finds tricky',
        'Telling the short hand (hours) from the long hand (minutes).',
        'What to practise at home',
        'Point at a clock together and ask which hand is the short one.',
        'Read the time together at moments of the day',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Lovelace');
      expect(text).not.toContain('Ben');
    });

    it("When the class's language is German and the child has no answers, then the report says so in German", async () => {
      const linden = await seedMapleClass(t, ada, 'de');
      const res = await download(
        ada,
        `/api/classes/${linden.classId}/children/${linden.dev.id}/report.pdf`,
      ).expect(200);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Lernbericht');
      expect(text).toContain('Schule: Oak Primary');
      expect(text).toContain('Klasse: Maple (1. Klasse)');
      expect(text).toContain('Figur: Katze');
      expect(text).toContain('Noch keine Antworten');
      expect(text).not.toContain('Zeitraum');
    });

    it("When Cleo's German report is printed, then what she finds tricky is said for parents in German", async () => {
      const linden = await seedMapleClass(t, ada, 'de');
      const res = await download(
        ada,
        `/api/classes/${linden.classId}/children/${linden.cleo.id}/report.pdf`,
      ).expect(200);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Was Cleo noch schwerfällt');
      expect(text).toContain(
        'Den kurzen Zeiger (Stunden) vom langen Zeiger (Minuten) unterscheiden.',
      );
      expect(text).toContain('Was Sie zu Hause üben können');
      expect(text).toContain('Zeitraum: 3. März 2026 – 4. März 2026');
    });
  });

  describe('authorization', () => {
    const paths = () => [
      `/api/classes/${maple.classId}/report.csv`,
      `/api/sessions/${maple.sessionA}/report.csv`,
      `/api/classes/${maple.classId}/children/${maple.ben.id}/report.pdf`,
    ];

    it('When another teacher asks for any report, then it is not found', async () => {
      const grace = await signInTeacher(t);
      for (const path of paths()) {
        const res = await request(t.app).get(path).set(grace.headers).expect(404);
        expect(res.body.error.code).toBe('not_found');
      }
    });

    it("When the school's admin asks, then every report comes back", async () => {
      for (const path of paths()) await download(zoe, path).expect(200);
    });

    it('When a student asks, then it is forbidden; without a token, 401; unknown ids, 404', async () => {
      const student = await signInTestUser(t, { role: 'student' });
      for (const path of paths()) {
        await request(t.app).get(path).set(student.headers).expect(403);
        await request(t.app).get(path).expect(401);
      }
      await request(t.app).get('/api/classes/nope/report.csv').set(ada.headers).expect(404);
      await request(t.app)
        .get(
          `/api/classes/${maple.classId}/children/00000000-0000-4000-8000-000000000000/report.pdf`,
        )
        .set(ada.headers)
        .expect(404);
      await request(t.app)
        .get('/api/sessions/00000000-0000-4000-8000-000000000000/report.csv')
        .set(ada.headers)
        .expect(404);
    });
  });
});
