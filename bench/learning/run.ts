/**
 * `npm run bench -- learning` (issue 13, "Must show"): simulated children with fixed habits each
 * play 40 games by level over several seeds. Reports the games each needs to reach each level,
 * how often its questions offer or target its own misconception, and the same children in the
 * free-practice game the product had before (which does not adapt) with its points rule, as the
 * baseline. Pure simulation: no server, no browser. A report, not a gate.
 */
import { LEVELS, TOP_LEVEL } from '@ttc/shared-protocol/game/levels';
import { MisconceptionTag } from '@ttc/shared-protocol/game/misconceptions';
import { QUESTION_TYPES } from '@ttc/shared-protocol/game/settings';
import { type BenchSection, percentile, round } from '../support/report';
import {
  guessingChild,
  handsSwapper,
  perfectChild,
  SIMULATED_CHILDREN,
  type SimulatedChild,
} from './children';
import { type FreeRun, POINT_THRESHOLDS, simulateFreePractice } from './free-practice';
import { type ChildRun, simulateChild } from './simulate';

export const GAMES = 40;
export const SEEDS = 20;
/** Games after which the questions should follow the child (issue 13: "after 2 games"). */
const SETTLING_GAMES = 2;
const PERFECT_MAX_GAMES = 15;
const SWAPPER_MIN_SHARE = 0.4;
const GUESSER_MAX_LEVEL = 2;

type ChildResult = {
  child: SimulatedChild;
  runs: ChildRun[];
  /** Runs that stopped with an error: the seed and the message. */
  errors: { seed: number; message: string }[];
  before: FreeRun[];
};

const median = (values: number[]): number => percentile(values, 50);
const mean = (values: number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
const pct = (share: number): string => (Number.isNaN(share) ? '–' : `${round(share * 100, 0)} %`);

/** A child's share over games `from`..`to` (1-based, inclusive): every game has 10 questions. */
const shareOver = (byGame: number[], from: number, to = byGame.length): number =>
  mean(byGame.slice(from - 1, to));

/** The game each run first reached `level` (Infinity: not within the games played). */
const gamesTo = (runs: ChildRun[], level: number): number[] =>
  runs.map((r) => r.gameReached[level] ?? Number.POSITIVE_INFINITY);

/** "median / worst" games to a level; "(k/n)" when only k of n runs reached it. */
function gamesCell(games: number[]): string {
  const reached = games.filter(Number.isFinite);
  if (reached.length === 0) return '–';
  const mid = median(games);
  const worst = Math.max(...games);
  const head = `${Number.isFinite(mid) ? mid : '–'} / ${Number.isFinite(worst) ? worst : '–'}`;
  return reached.length === games.length ? head : `${head} (${reached.length}/${games.length})`;
}

/** "median (lowest-highest)" of whole numbers. */
function spread(values: number[]): string {
  if (values.length === 0) return '–';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? `${lo}` : `${median(values)} (${lo}-${hi})`;
}

function simulateAll(): ChildResult[] {
  return SIMULATED_CHILDREN.map((child) => {
    const result: ChildResult = { child, runs: [], errors: [], before: [] };
    for (let seed = 1; seed <= SEEDS; seed++) {
      try {
        result.runs.push(simulateChild(child, GAMES, seed));
      } catch (error) {
        // A run the game cannot finish is itself a finding: it is reported, not hidden.
        result.errors.push({
          seed,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      result.before.push(simulateFreePractice(child, GAMES, seed));
    }
    return result;
  });
}

/** Whether a target is met over every run, or null when some runs did not finish. */
const metOver = (r: ChildResult, test: (run: ChildRun) => boolean): boolean | null =>
  r.errors.length > 0 ? null : r.runs.length > 0 && r.runs.every(test);

const unfinished = (r: ChildResult): string =>
  r.errors.length > 0 ? `; ${r.errors.length} of ${SEEDS} runs stopped with an error` : '';

function targets(results: ChildResult[]): BenchSection['targets'] {
  const of = (child: SimulatedChild) => results.find((r) => r.child === child) as ChildResult;
  const guesser = of(guessingChild);
  const perfect = of(perfectChild);
  const swapper = of(handsSwapper);

  const guesserHighest = Math.max(...guesser.runs.map((r) => r.final.highestLevel));
  const allTypesBy = (run: ChildRun): number =>
    Math.max(...QUESTION_TYPES.map((t) => run.typeFirstGame[t] ?? Number.POSITIVE_INFINITY));
  const perfectTop = Math.max(...gamesTo(perfect.runs, TOP_LEVEL));
  const perfectTypes = Math.max(...perfect.runs.map(allTypesBy));
  const swapShares = swapper.runs.map((r) => shareOver(r.ownShareByGame, SETTLING_GAMES + 1));
  const swapBefore = median(swapper.before.map((r) => mean(r.handsSwappedShareByGame)));

  return [
    {
      text: `The random guesser never passes level ${GUESSER_MAX_LEVEL} in ${GAMES} games (highest level reached, worst of ${guesser.runs.length} seeds: ${guesserHighest}${unfinished(guesser)})`,
      met: metOver(guesser, (r) => r.final.highestLevel <= GUESSER_MAX_LEVEL),
    },
    {
      text: `The perfect child reaches level ${TOP_LEVEL} in <= ${PERFECT_MAX_GAMES} games having met every question type (${QUESTION_TYPES.join(', ')}) (worst of ${perfect.runs.length} seeds: level ${TOP_LEVEL} after ${perfectTop} games, all four types met by game ${perfectTypes}${unfinished(perfect)})`,
      met: metOver(
        perfect,
        (r) =>
          (r.gameReached[TOP_LEVEL] ?? Number.POSITIVE_INFINITY) <= PERFECT_MAX_GAMES &&
          allTypesBy(r) <= PERFECT_MAX_GAMES,
      ),
    },
    {
      text: `After ${SETTLING_GAMES} games, at least ${pct(SWAPPER_MIN_SHARE)} of the hands-swapper's questions offer or target ${MisconceptionTag.handsSwapped} (games ${SETTLING_GAMES + 1}-${GAMES}, worst of ${swapper.runs.length} seeds: ${pct(Math.min(...swapShares))}, median ${pct(median(swapShares))}; before: ${pct(swapBefore)}${unfinished(swapper)})`,
      met: metOver(
        swapper,
        (r) => shareOver(r.ownShareByGame, SETTLING_GAMES + 1) >= SWAPPER_MIN_SHARE,
      ),
    },
  ];
}

function row(r: ChildResult): Array<string | number> {
  const own = r.child.own;
  const earlyOwn = r.runs.map((run) => shareOver(run.ownShareByGame, 1, SETTLING_GAMES));
  const lateOwn = r.runs.map((run) => shareOver(run.ownShareByGame, SETTLING_GAMES + 1));
  const lateSwap = r.runs.map((run) => shareOver(run.handsSwappedShareByGame, SETTLING_GAMES + 1));
  const beforeSwap = r.before.map((b) => mean(b.handsSwappedShareByGame));
  const beforeOwn = r.before.map((b) => mean(b.ownShareByGame));
  const beforeLevel = r.before.map((b) => b.levelAfterGame[b.levelAfterGame.length - 1] ?? 1);
  const beforeTop = r.before.map((b) => {
    const game = b.levelAfterGame.indexOf(TOP_LEVEL);
    return game < 0 ? Number.POSITIVE_INFINITY : game + 1;
  });
  return [
    r.child.id,
    own ?? '–',
    `${r.runs.length}/${SEEDS}`,
    spread(r.runs.map((run) => run.final.level)),
    gamesCell(gamesTo(r.runs, TOP_LEVEL)),
    own ? pct(median(earlyOwn)) : '–',
    own ? `${pct(median(lateOwn))} (${pct(Math.min(...lateOwn))})` : '–',
    pct(median(lateSwap)),
    median(r.runs.map((run) => run.remediationSets)),
    pct(median(beforeSwap)),
    own ? pct(median(beforeOwn)) : '–',
    spread(beforeLevel),
    gamesCell(beforeTop),
  ];
}

/** The games-to-each-level table, as markdown (a note under the main table). */
function levelsTable(results: ChildResult[]): string {
  const levels = LEVELS.map((l) => l.level).filter((l) => l > 1);
  const lines = [
    `Games to reach each level (median / worst of the seeds; "(k/n)": only k of n seeds reached it within ${GAMES} games; "–": none did):`,
    '',
    `| Child | ${levels.map((l) => `L${l}`).join(' | ')} |`,
    `|---|${levels.map(() => '---').join('|')}|`,
  ];
  for (const r of results) {
    lines.push(
      `| ${r.child.id} | ${levels.map((l) => gamesCell(gamesTo(r.runs, l))).join(' | ')} |`,
    );
  }
  const before = results.map(
    (r) =>
      `| ${r.child.id} (before, by points) | ${levels
        .map((l) =>
          gamesCell(
            r.before.map((b) => {
              const game = b.levelAfterGame.findIndex((level) => level >= l);
              return game < 0 ? Number.POSITIVE_INFINITY : game + 1;
            }),
          ),
        )
        .join(' | ')} |`,
  );
  lines.push(...before);
  return lines.join('\n');
}

export function runLearningBench(): BenchSection {
  const startedAt = performance.now();
  const results = simulateAll();
  const seconds = round((performance.now() - startedAt) / 1000, 1);
  const perfect = results.find((r) => r.child === perfectChild);
  const firstMet = perfect
    ? QUESTION_TYPES.map(
        (t) =>
          `${t} ${spread(perfect.runs.map((r) => r.typeFirstGame[t] ?? Number.POSITIVE_INFINITY))}`,
      ).join(', ')
    : '';
  const errors = results.flatMap((r) =>
    r.errors.map((e) => `${r.child.id}, seed ${e.seed}: ${e.message}`),
  );
  return {
    id: 'learning',
    title: `Learning that adapts: ${SIMULATED_CHILDREN.length} simulated children, ${GAMES} games by level each, ${SEEDS} seeds`,
    baseline: `the free-practice game the product had before (generateQuestions with DEFAULT_GAME_SETTINGS: 5-minute multiple choice, the same whoever plays), played by the same children with the same habits for ${GAMES} games per seed, levelled by the old points rule (100 per right answer; thresholds ${POINT_THRESHOLDS.join(', ')})`,
    columns: [
      'Child',
      'Own misconception',
      'Runs finished',
      `Level after ${GAMES} games, median (range)`,
      `Games to level ${TOP_LEVEL}, median / worst`,
      `Own misconception offered or targeted, games 1-${SETTLING_GAMES} (median)`,
      `Own misconception offered or targeted, games ${SETTLING_GAMES + 1}-${GAMES}: median (worst)`,
      `hands_swapped offered or targeted, games ${SETTLING_GAMES + 1}-${GAMES} (median)`,
      `Remediation sets in ${GAMES} games (median)`,
      'Before: hands_swapped offered (median)',
      'Before: own misconception offered (median)',
      `Before: level by points after ${GAMES} games, median (range)`,
      `Before: games to level ${TOP_LEVEL} by points, median / worst`,
    ],
    rows: results.map(row),
    targets: targets(results),
    notes: [
      levelsTable(results),
      `A question "offers or targets" a misconception when one of its options was built from it or it is a remediation question for it; shares are over all questions (10 a game), pooled per seed, then the median (nearest rank) and the worst seed across the ${SEEDS} seeds. Each child starts as a new learner (no placement check) and answers with a fixed habit: ${SIMULATED_CHILDREN.map((c) => c.id).join('; ')}.`,
      `The perfect child first met each question type in game (median (range)): ${firstMet}.`,
      ...(errors.length > 0
        ? [
            `${errors.length} run(s) stopped with an error and are left out of the figures above: ${errors.join(' | ')}`,
          ]
        : []),
      `Simulated in ${seconds} s.`,
    ],
    raw: results.map((r) => ({
      child: r.child.id,
      errors: r.errors,
      runs: r.runs.map(({ final, ...run }) => ({ ...run, finalHighestLevel: final.highestLevel })),
      before: r.before,
    })),
  };
}
