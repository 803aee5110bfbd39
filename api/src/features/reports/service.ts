import type { ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { foldClassAnalytics } from '@ttc/shared-protocol/teacher/analytics/fold-class';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import { answerGroupsOf, childOf, rosterOf, sourceTotalsOf } from '../analytics/repository';
import { readableClass, readableSession, type Staff } from '../teacher-access/access';
import { type AnswerRow, classAnswers, sessionAnswers } from './answer-rows';
import { answerRecord, type CsvRecord, fileSlug, summaryRecords } from './csv-records';
import type { ParentReport } from './parent-report';
import { schoolNameOf, seatsOf, sessionAnswerGroups, sessionHeader } from './repository';
import { reportTexts } from './texts/by-language';
import type { ReportTexts } from './texts/report-texts';

/** A CSV download: its file name and its records, pulled as the response drains. */
export type CsvExport = { fileName: string; records: AsyncIterable<CsvRecord> };

const day = (date: Date) => date.toISOString().slice(0, 10);

async function* exportRecords(
  texts: ReportTexts,
  answers: AsyncIterable<AnswerRow[]>,
  summary: () => Promise<ClassAnalytics>,
): AsyncGenerator<CsvRecord> {
  // The first page is read before the header goes out, so a database that cannot be reached
  // still gets its error body (sendCsv pulls the first record before sending anything).
  const pages = answers[Symbol.asyncIterator]();
  try {
    let page = await pages.next();
    yield texts.csv.columns;
    for (; !page.done; page = await pages.next()) {
      for (const row of page.value) yield answerRecord(row, texts);
    }
  } finally {
    await pages.return?.();
  }
  yield* summaryRecords(await summary(), texts);
}

/** GET /api/classes/:id/report.csv: every answer of the class, then a row per child. */
export async function classCsv(
  db: AppDatabase,
  staff: Staff,
  classId: string,
  now: Date,
): Promise<CsvExport> {
  const klass = await readableClass(db, staff, classId);
  const texts = reportTexts(klass.language);
  const summary = async () => {
    const [children, groups] = await Promise.all([
      rosterOf(db, klass.id),
      answerGroupsOf(db, klass.id, null),
    ]);
    return foldClassAnalytics({
      classId: klass.id,
      children,
      groups,
      sources: [],
      withGroups: false,
    });
  };
  return {
    fileName: `tick-tock-class-${fileSlug(klass.name, 'class')}-${day(now)}.csv`,
    records: exportRecords(texts, classAnswers(db, klass.id), summary),
  };
}

/** GET /api/sessions/:id/report.csv: the session's answers, then a row per seat. */
export async function sessionCsv(
  db: AppDatabase,
  staff: Staff,
  sessionId: string,
): Promise<CsvExport> {
  const session = await readableSession(db, staff, sessionId);
  const header = await sessionHeader(db, session.id);
  if (!header) throw new AppError('not_found', 404, 'No such session.');
  const texts = reportTexts(header.language);
  const summary = async () => {
    const [children, groups] = await Promise.all([
      seatsOf(db, session.id),
      sessionAnswerGroups(db, session.id),
    ]);
    return foldClassAnalytics({
      classId: session.id,
      children,
      groups,
      sources: [],
      withGroups: false,
    });
  };
  return {
    fileName: `tick-tock-class-session-${header.roomCode}-${day(header.startedAt)}.csv`,
    records: exportRecords(texts, sessionAnswers(db, session.id), summary),
  };
}

/** What the parents' PDF of one child shows. */
export async function parentReport(
  db: AppDatabase,
  staff: Staff,
  classId: string,
  childId: string,
): Promise<ParentReport> {
  const klass = await readableClass(db, staff, classId);
  const child = await childOf(db, klass.id, childId);
  if (!child) throw new AppError('not_found', 404, 'No such child.');
  const [groups, sources, schoolName] = await Promise.all([
    answerGroupsOf(db, klass.id, child.id),
    sourceTotalsOf(db, klass.id, child.id),
    schoolNameOf(db, klass.teacherId),
  ]);
  const analytics = foldClassAnalytics({
    classId: klass.id,
    children: [child],
    groups,
    sources,
    withGroups: false,
  });
  return {
    language: klass.language,
    schoolName,
    className: klass.name,
    grade: klass.grade as ParentReport['grade'],
    child,
    analytics,
  };
}
