import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassSummary } from '@ttc/shared-protocol/api/classes';
import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthStateContext } from '../../../lib/auth-state';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, makeUser } from '../../../testing/render-app';
import { StartSessionPanel, sessionOptionsKey } from './start-session-panel';

beforeAll(async () => {
  await loadNamespaces(['teacher']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CLASS_ID = '0b7f0a8e-5a0c-4d7e-9f3a-1c2d3e4f5a6b';

function classSummary(overrides: Partial<ClassSummary> = {}): ClassSummary {
  return {
    id: CLASS_ID,
    teacherId: '5b3a3c1e-8a57-4d57-a3a4-0d1f8b9e2c11',
    name: 'Room 4',
    grade: '1',
    language: 'fr',
    childCount: 3,
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

function renderPanel(
  state: unknown = null,
  classes: ClassSummary[] = [classSummary()],
  userId = 'teacher-1',
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/classes'
        ? jsonResponse({ classes })
        : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404),
    ),
  );
  const started: SessionOptionsInput[] = [];
  render(
    <AuthStateContext.Provider value={{ user: makeUser({ id: userId }), isLoading: false }}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/teacher', state }]}>
          <StartSessionPanel onStart={(options) => started.push(options)} />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthStateContext.Provider>,
  );
  return { started, events: userEvent.setup() };
}

describe('StartSessionPanel', () => {
  it('When the teacher picks a class, then "No class" comes first, the language follows the class, and the options name the class', async () => {
    const { started, events } = renderPanel();
    const picker = screen.getByLabelText('Class');
    expect(picker).toHaveValue('');
    await screen.findByRole('option', { name: 'Room 4' });
    expect(screen.getAllByRole('option', { name: /class/i })[0]).toHaveTextContent(
      'No class (anyone with the code)',
    );
    await events.selectOptions(picker, 'Room 4');
    expect(screen.getByLabelText('Session language')).toHaveValue('fr');
    await events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(started).toEqual([expect.objectContaining({ classId: CLASS_ID, language: 'fr' })]);

    await events.selectOptions(picker, 'No class (anyone with the code)');
    await events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(started[1]).not.toHaveProperty('classId');
  });

  it("When a lesson plan's preset comes in router state, then the form starts from it", async () => {
    const { started, events } = renderPanel({
      options: {
        questionCount: 6,
        questionTypes: ['set_time', 'not-a-type'],
        difficulty: 'half',
        secondsPerQuestion: 45,
        language: 'it',
        classId: CLASS_ID,
      },
    });
    expect(
      screen.getByText('Settings from the lesson plan: check them, then start.'),
    ).toBeVisible();
    await screen.findByRole('option', { name: 'Room 4' });
    expect(screen.getByLabelText('Number of questions')).toHaveValue('6');
    expect(screen.getByRole('checkbox', { name: 'Set the clock' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pick the time' })).not.toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(started).toEqual([
      expect.objectContaining({
        questionCount: 6,
        questionTypes: ['set_time'],
        difficulty: 'half',
        secondsPerQuestion: 45,
        language: 'it',
        classId: CLASS_ID,
      }),
    ]);
  });

  it('When a teacher starts a session, then this device offers the same options next time to that teacher only, and a lesson plan preset still wins', async () => {
    const first = renderPanel();
    await first.events.selectOptions(screen.getByLabelText('Number of questions'), '4');
    await first.events.click(screen.getByRole('checkbox', { name: 'Set the clock' }));
    await first.events.selectOptions(screen.getByLabelText('Session language'), 'de');
    await first.events.click(screen.getByRole('button', { name: 'Start a live session' }));
    const chosen = first.started[0];
    expect(chosen).toEqual(expect.objectContaining({ questionCount: 4, language: 'de' }));
    expect(JSON.parse(localStorage.getItem(sessionOptionsKey('teacher-1')) ?? 'null')).toEqual(
      chosen,
    );
    cleanup();

    // The same teacher, the next session: the form starts where the last one was.
    const again = renderPanel();
    expect(screen.getByLabelText('Number of questions')).toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: 'Set the clock' })).toBeChecked();
    expect(screen.getByLabelText('Session language')).toHaveValue('de');
    expect(screen.queryByText(/Settings from the lesson plan/)).toBeNull();
    await again.events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(again.started).toEqual([chosen]);
    cleanup();

    // Another teacher on the same device gets the defaults.
    renderPanel(null, [classSummary()], 'teacher-2');
    expect(screen.getByLabelText('Number of questions')).not.toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: 'Set the clock' })).not.toBeChecked();
    cleanup();

    // A lesson plan's preset wins over the remembered options.
    renderPanel({ options: { questionCount: 6, questionTypes: ['multiple_choice'] } });
    expect(screen.getByLabelText('Number of questions')).toHaveValue('6');
    expect(screen.getByRole('checkbox', { name: 'Set the clock' })).not.toBeChecked();
  });

  it('When the teacher ticks "Each child at their own level" and "Hide places", then both are off at first, each says what it does, the session starts with them, and the next session offers them again', async () => {
    const first = renderPanel();
    const adaptive = screen.getByRole('checkbox', { name: 'Each child at their own level' });
    const hide = screen.getByRole('checkbox', { name: 'Hide places (for young classes)' });
    expect(adaptive).not.toBeChecked();
    expect(hide).not.toBeChecked();
    expect(adaptive).toHaveAccessibleDescription(/question at the child's own level/);
    expect(hide).toHaveAccessibleDescription(/no places/);
    await first.events.click(adaptive);
    await first.events.click(hide);
    await first.events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(first.started).toEqual([expect.objectContaining({ adaptive: true, hideRanks: true })]);
    cleanup();

    const again = renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Each child at their own level' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hide places (for young classes)' })).toBeChecked();
    await again.events.click(
      screen.getByRole('checkbox', { name: 'Hide places (for young classes)' }),
    );
    await again.events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(again.started).toEqual([expect.objectContaining({ adaptive: true, hideRanks: false })]);
  });

  it('When the stored options are broken or hand-edited, then the form starts from the defaults, keeping the known values', async () => {
    localStorage.setItem(sessionOptionsKey('teacher-1'), '{not json');
    renderPanel();
    expect(screen.getByLabelText('Number of questions')).not.toHaveValue('99');
    cleanup();
    localStorage.setItem(
      sessionOptionsKey('teacher-1'),
      JSON.stringify({
        questionCount: 99,
        secondsPerQuestion: 45,
        questionTypes: ['nope'],
        adaptive: 'yes',
      }),
    );
    const { started, events } = renderPanel();
    await events.click(screen.getByRole('button', { name: 'Start a live session' }));
    expect(started[0]).toEqual(
      expect.objectContaining({
        secondsPerQuestion: 45,
        questionTypes: ['multiple_choice'],
        adaptive: false,
      }),
    );
    expect(started[0]?.questionCount).not.toBe(99);
  });
});
