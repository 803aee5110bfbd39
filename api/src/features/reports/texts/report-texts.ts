import type { Grade } from '@ttc/shared-protocol/api/classes';
import type { Skill } from '@ttc/shared-protocol/game/learner/skills';
import type { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';

// What the CSV exports and the parents' PDF say, in one language. Enumerations in the CSV stay
// codes (skill, question type, misconception: stable for spreadsheets); everything a person reads
// is written here for each of the five languages.

export type ReportTexts = {
  csv: {
    /** The answer rows' columns, in order. */
    columns: readonly [
      date: string,
      source: string,
      sourceName: string,
      nickname: string,
      character: string,
      question: string,
      type: string,
      skill: string,
      clockShown: string,
      answerGiven: string,
      result: string,
      answerSeconds: string,
      misconception: string,
    ];
    session: string;
    assignment: string;
    right: string;
    wrong: string;
    /** The summary block's title row. */
    summary: string;
    summaryColumns: readonly [
      nickname: string,
      character: string,
      answered: string,
      right: string,
      accuracy: string,
      meanSeconds: string,
      commonMisconception: string,
    ];
    /** The summary's last row: everyone together. */
    everyone: string;
    /** A session's name in the source-name column. */
    room: (code: string) => string;
  };
  pdf: {
    title: string;
    school: string;
    class: string;
    grade: (grade: Grade) => string;
    child: string;
    character: string;
    period: string;
    noAnswers: string;
    answered: (answered: number, correct: number, percent: number) => string;
    accuracyTitle: string;
    trickyTitle: (nickname: string) => string;
    nothingTricky: string;
    homeTitle: string;
    /** Always given, after the tips for the tricky parts. */
    homeEveryDay: string;
    footer: string;
  };
  skills: Readonly<Record<Skill, string>>;
  /** For parents: what is tricky (a noun phrase), and what to do at home about it. */
  tags: Readonly<Record<MisconceptionTag, { tricky: string; home: string }>>;
};
