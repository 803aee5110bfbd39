import { render, screen, within } from '@testing-library/react';
import { LANGUAGES } from '@ttc/shared-protocol/clock/language';
import { emptyLearner, type LearnerModel } from '@ttc/shared-protocol/game/learner/learner-model';
import { SKILLS } from '@ttc/shared-protocol/game/learner/skills';
import { FALLBACK_TAGS, MISCONCEPTION_TAGS } from '@ttc/shared-protocol/game/misconceptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { skillRows } from '../model/skill-rows';
import { MistakesCard } from './mistakes-card';
import { SkillsCard } from './skills-card';

const files = import.meta.glob<{ default: unknown }>('../../../locales/*/progress.json', {
  eager: true,
});

beforeAll(async () => {
  await loadNamespaces(['progress']);
});

const withMastery = (mastery: Partial<LearnerModel['mastery']>): LearnerModel => ({
  ...emptyLearner(),
  mastery: { ...emptyLearner().mastery, ...mastery },
});

describe('tricky spots', () => {
  const named = MISCONCEPTION_TAGS.filter((tag) => !FALLBACK_TAGS.includes(tag));

  it.each(LANGUAGES)(
    'When a named misconception is shown in %s, then it has kind words and what helps',
    (language) => {
      const file = files[`../../../locales/${language}/progress.json`]?.default as {
        mistakes: { tags: Record<string, { what?: string; help?: string }> };
      };
      for (const tag of named) {
        expect(file.mistakes.tags[tag]?.what?.trim(), `${language} ${tag}`).toBeTruthy();
        expect(file.mistakes.tags[tag]?.help?.trim(), `${language} ${tag}`).toBeTruthy();
      }
    },
  );

  it('When the child made many mistakes, then the two most frequent named ones show, fallbacks never', () => {
    const learner: LearnerModel = {
      ...emptyLearner(),
      mistakes: { unclassified: 20, tick_miscount: 2, numeral_as_minutes: 5, elapsed_units: 3 },
    };
    render(<MistakesCard learner={learner} />);
    const items = within(screen.getByRole('region', { name: 'Tricky spots' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Each number is worth 5 minutes');
    expect(items[1]).toHaveTextContent('How long?');
  });

  it('When only unnamed slips were made, then there is nothing to worry about', () => {
    render(<MistakesCard learner={{ ...emptyLearner(), mistakes: { hour_wrong_other: 4 } }} />);
    expect(screen.getByText('No tricky spots so far. Great job!')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('clock skills', () => {
  it('When nothing was tried, then every skill is "not yet tried" and "How long?" has no setting', () => {
    const rows = skillRows(emptyLearner());
    expect(rows.map((r) => r.skill)).toEqual([...SKILLS]);
    for (const row of rows) {
      expect(row.read.state).toBe('unseen');
      if (row.skill === 'elapsed') expect(row.set).toBeNull();
      else expect(row.set?.state).toBe('unseen');
    }
  });

  it('When four of four are right, then the skill is still being learned: mastery asks for five', () => {
    const [oclock] = skillRows(
      withMastery({ oclock: { read: [true, true, true, true], set: [] } }),
    );
    expect(oclock?.read).toEqual({ state: 'learning', right: 4, seen: 4, share: 1 });
    const [again] = skillRows(
      withMastery({ oclock: { read: [true, true, true, true, true], set: [] } }),
    );
    expect(again?.read.state).toBe('mastered');
  });

  it('When skills are at different stages, then each row says so in words beside its clock', () => {
    render(
      <SkillsCard
        learner={withMastery({
          half: { read: [true, true, false, true, true, true], set: [false, true, false] },
        })}
      />,
    );
    const half = screen.getByRole('row', { name: /Half past/ });
    expect(
      within(half)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mastered', '1 of 3 right']);
    expect(screen.getAllByRole('row')).toHaveLength(SKILLS.length + 1);
    expect(screen.getByRole('columnheader', { name: 'Reading' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Setting' })).toBeInTheDocument();
  });
});
