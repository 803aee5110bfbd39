import type { ChildRow, ClassAnalytics } from '@ttc/shared-protocol/api/analytics';
import { skillOfRecord } from '@ttc/shared-protocol/game/learner/skills';
import type { AnswerRow } from './answer-rows';
import type { ReportTexts } from './texts/report-texts';

// The CSV's records, pure: one per answer, then the per-child summary block.

export type CsvRecord = ReadonlyArray<string | number>;

const seconds = (ms: number | null) => (ms === null ? '' : (ms / 1000).toFixed(1));
const percent = (correct: number, answered: number) =>
  answered === 0 ? '' : Math.round((correct / answered) * 100);

/** One answer's record, in the column order of `texts.csv.columns`. */
export function answerRecord(row: AnswerRow, texts: ReportTexts): CsvRecord {
  const csv = texts.csv;
  const skill = row.skill ?? skillOfRecord(row.type, row.correctTime)?.skill ?? '';
  return [
    row.at,
    row.source === 'session' ? csv.session : csv.assignment,
    row.source === 'session' ? csv.room(row.sourceName) : row.sourceName,
    row.nickname,
    row.character,
    row.questionIndex + 1,
    row.type,
    skill,
    row.correctTime ?? '',
    row.given ?? '',
    row.correct ? csv.right : csv.wrong,
    seconds(row.answerMs),
    row.tag ?? '',
  ];
}

function summaryRecord(name: string, character: string, row: Omit<ChildRow, 'child'>): CsvRecord {
  return [
    name,
    character,
    row.answered,
    row.correct,
    percent(row.correct, row.answered),
    seconds(row.averageAnswerMs),
    row.cells[0]?.tag ?? '',
  ];
}

/** The block after the answers: a blank line, its title, its columns, a row per child, everyone. */
export function summaryRecords(analytics: ClassAnalytics, texts: ReportTexts): CsvRecord[] {
  const csv = texts.csv;
  return [
    [],
    [csv.summary],
    csv.summaryColumns,
    ...analytics.children.map((row) => summaryRecord(row.child.nickname, row.child.character, row)),
    summaryRecord(csv.everyone, '', {
      answered: analytics.answered,
      correct: analytics.correct,
      averageAnswerMs: analytics.averageAnswerMs,
      cells: analytics.tags[0] ? [{ tag: analytics.tags[0], count: 0, missed: [] }] : [],
    }),
  ];
}

/** An ASCII file name from a title: "Maple 1B" -> "maple-1b". */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || fallback;
}
