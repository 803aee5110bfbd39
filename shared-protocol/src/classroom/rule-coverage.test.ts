import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from './refusals';
import { Rule } from './rules';
import { REFUSAL_SCENARIOS } from './testing/refusal-scenarios';
import { runCommands, setupArb, timedCommandsArb } from './testing/room-commands';
import { TRANSITION_EXAMPLES, transitionName } from './testing/transition-examples';

/**
 * The reducer's tests cover every rule, every refusal and every transition: each rule id of
 * rules.ts is in some test's name, each `refusal(Refusal.x, Rule.y)` in the reducer's source has
 * an example in refusals.test.ts, and each transition the random model reaches has an example in
 * transitions.test.ts. A new rule, refusal or transition without a test fails here, by name.
 */

const DIR = import.meta.dirname;

function sources(filter: (name: string) => boolean): Array<{ name: string; text: string }> {
  return readdirSync(DIR)
    .filter((name) => name.endsWith('.ts') && filter(name))
    .map((name) => ({ name, text: readFileSync(`${DIR}/${name}`, 'utf8') }));
}

const isTest = (name: string) => name.endsWith('.test.ts');
const RULE_IDS = new Map<string, string>(Object.entries(Rule).map(([key, id]) => [key, id]));

/** Rule ids named in test titles: `it(\`[${Rule.scoring}] When ...\`` or `it('[R29] When ...'`. */
function rulesInTestNames(): Set<string> {
  const named = new Set<string>();
  for (const { text } of sources(isTest)) {
    for (const line of text.split('\n')) {
      if (!/^\s*(it|test)(\.\w+)?\(\s*[`'"]/.test(line)) continue;
      for (const [, key] of line.matchAll(/\[\$\{Rule\.(\w+)\}\]/g)) {
        const id = key ? RULE_IDS.get(key) : undefined;
        if (id) named.add(id);
      }
      for (const [, id] of line.matchAll(/\[(R\d+)\]/g)) if (id) named.add(id);
    }
  }
  // The table-driven tests name each row by its rule.
  for (const row of [...REFUSAL_SCENARIOS, ...TRANSITION_EXAMPLES]) named.add(row.rule);
  return named;
}

/** Every `refusal(Refusal.x, Rule.y)` of the reducer's source, as "reason rule-id". */
function refusalsInSource(): Set<string> {
  const pairs = new Set<string>();
  for (const { text } of sources((name) => !isTest(name))) {
    for (const [, reason, rule] of text.matchAll(
      /refusal\(\s*Refusal\.(\w+),\s*Rule\.(\w+)\s*\)/g,
    )) {
      const value = Refusal[reason as keyof typeof Refusal];
      pairs.add(`${value ?? `unknown Refusal.${reason}`} ${RULE_IDS.get(rule ?? '') ?? rule}`);
    }
  }
  return pairs;
}

const scenarioPairs = new Set(REFUSAL_SCENARIOS.map((s) => `${s.reason} ${s.rule}`));
const exampleTransitions = new Set(
  TRANSITION_EXAMPLES.map((t) => `${t.from} ${t.event} -> ${t.to}`),
);

describe('what the reducer tests cover', () => {
  it(`[${Rule.version}] When the tests are read, then every rule id of rules.ts is in a test name`, () => {
    const named = rulesInTestNames();
    const missing = [...RULE_IDS]
      .filter(([, id]) => !named.has(id))
      .map(([key, id]) => `${id} ${key}`);
    expect(missing).toEqual([]);
  });

  it(`[${Rule.version}] When the reducer's source is read, then every refusal it can give has an example test, and every reason is given somewhere`, () => {
    const inSource = refusalsInSource();
    expect(inSource.size).toBeGreaterThan(30);
    expect([...inSource].filter((pair) => !scenarioPairs.has(pair))).toEqual([]);
    expect([...scenarioPairs].filter((pair) => !inSource.has(pair))).toEqual([]);
    const given = new Set([...inSource].map((pair) => pair.split(' ')[0]));
    expect(Object.values(Refusal).filter((reason) => !given.has(reason))).toEqual([]);
  });

  it(`[${Rule.version}] When the random model runs, then every transition and refusal it reaches has an example test, and it reaches every phase`, () => {
    const transitions = new Set<string>();
    const refusals = new Set<string>();
    // A fixed seed: the same sample every time, so a miss names a transition, not bad luck.
    const runs = fc.sample(fc.tuple(setupArb, timedCommandsArb(60)), { numRuns: 250, seed: 20 });
    for (const [setup, commands] of runs) {
      runCommands(setup, commands, (step) => {
        if ('error' in step.result) {
          refusals.add(`${step.result.error.reason} ${step.result.error.rule}`);
        } else {
          transitions.add(transitionName(step.before, step.event, step.result.state));
        }
      });
    }
    expect([...transitions].filter((t) => !exampleTransitions.has(t)).sort()).toEqual([]);
    expect([...refusals].filter((pair) => !scenarioPairs.has(pair)).sort()).toEqual([]);
    const phases = new Set([...transitions].map((t) => t.split(' -> ')[1]));
    expect([...phases].sort()).toEqual([
      'ended',
      'lobby',
      'podium',
      'question-closed',
      'question-open',
    ]);
    // The properties are only as good as the model's reach: most transitions are reached.
    expect(transitions.size).toBeGreaterThan(exampleTransitions.size * 0.8);
  });
});
