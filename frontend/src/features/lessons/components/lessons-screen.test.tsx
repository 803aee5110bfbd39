import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LESSON_PLANS, lessonPlan } from '@ttc/shared-protocol/teacher/lesson-plans/plans';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '../../../lib/i18n';
import { LessonScreen } from './lesson-screen';
import { LessonsScreen } from './lessons-screen';

beforeAll(async () => {
  await loadNamespaces(['lessons', 'teacher', 'progress']);
});

afterEach(async () => {
  await setLanguage('en');
});

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string) {
  const events = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/teacher/lessons" element={<LessonsScreen />} />
        <Route path="/teacher/lessons/:planId" element={<LessonScreen />} />
        <Route path="/host" element={<Where />} />
        <Route path="/teacher/assignments" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { events };
}

const where = async () => {
  const [path, state] = ((await screen.findByTestId('where')).textContent ?? '').split('|');
  return { path, state: JSON.parse(state ?? 'null') as unknown };
};

describe('LessonsScreen', () => {
  it('When a teacher opens the library, then every plan is listed in skill order with its level, grade and length', async () => {
    const { events } = renderAt('/teacher/lessons');
    await screen.findByRole('heading', { level: 1, name: 'Lesson plans' });
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(
      LESSON_PLANS.map((plan) => plan.texts.en.title),
    );
    const levels = LESSON_PLANS.map((plan) => plan.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const first = cards[0]?.closest('li') as HTMLElement;
    const facts = within(first).getByRole('list', { name: 'Level, grade and length' });
    expect(facts).toHaveTextContent('Level 1: Little Hand Hero');
    expect(facts).toHaveTextContent('Kindergarten');
    expect(facts).toHaveTextContent('30 minutes');

    await events.click(within(first).getByRole('link', { name: LESSON_PLANS[0]?.texts.en.title }));
    expect(
      await screen.findByRole('heading', { level: 1, name: LESSON_PLANS[0]?.texts.en.title }),
    ).toBeInTheDocument();
  });

  it('When the app is in French, then the library reads in French', async () => {
    await setLanguage('fr');
    renderAt('/teacher/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans de leçon' })).toBeVisible();
    expect(screen.getByRole('link', { name: LESSON_PLANS[0]?.texts.fr.title })).toBeInTheDocument();
  });
});

describe('LessonScreen', () => {
  const plan = lessonPlan('hour-hand-alone');
  if (!plan) throw new Error('the library lost its first plan');

  it('When a plan opens, then it shows its objective, materials, warm-up with the Playground, session, differentiation and exit ticket', async () => {
    renderAt(`/teacher/lessons/${plan.id}`);
    await screen.findByRole('heading', { level: 1, name: plan.texts.en.title });
    for (const name of [
      'Objective',
      'Materials',
      'Warm-up: 5 minutes on the Playground',
      'The lesson',
      'The live session',
      'Differentiation',
      'Exit ticket',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(plan.texts.en.objective)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Playground' })).toHaveAttribute(
      'href',
      '/playground',
    );
    // The preset in words, with the host's defaults filled in.
    const session = screen.getByRole('heading', { name: 'The live session' }).parentElement;
    expect(session).toHaveTextContent('6 questions');
    expect(session).toHaveTextContent('Question types: Pick the time');
    expect(session).toHaveTextContent("Times: O'clock");
    expect(session).toHaveTextContent('30 seconds per question');
    expect(session).toHaveTextContent('Leaderboard: Only at the end');
    expect(session).toHaveTextContent('Session language: English');
    // Differentiation names each misconception in words.
    expect(screen.getByText('the hour before')).toBeInTheDocument();
    expect(screen.getByText(`Answer: ${plan.texts.en.exitTicket[0]?.answer}`)).toBeInTheDocument();
  });

  it('When the teacher presses Start this session, then the host opens with the preset in the session language', async () => {
    const { events } = renderAt(`/teacher/lessons/${plan.id}`);
    await events.click(await screen.findByRole('button', { name: 'Start this session' }));
    expect(await where()).toEqual({
      path: '/host',
      state: { options: { ...plan.preset, language: 'en' } },
    });
  });

  it('When the teacher presses Assign as practice, then the assignments open with the level and a title', async () => {
    const { events } = renderAt(`/teacher/lessons/${plan.id}`);
    await events.click(await screen.findByRole('button', { name: 'Assign as practice' }));
    expect(await where()).toEqual({
      path: '/teacher/assignments',
      state: { preset: { level: 1 }, title: `Practice: ${plan.texts.en.title}` },
    });
  });

  it('When the teacher presses Print, then the browser prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { events } = renderAt(`/teacher/lessons/${plan.id}`);
    await events.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('When the plan does not exist, then the page says so and leads back to the library', async () => {
    renderAt('/teacher/lessons/no-such-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lesson plan not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All lesson plans' })).toHaveAttribute(
      'href',
      '/teacher/lessons',
    );
  });
});
