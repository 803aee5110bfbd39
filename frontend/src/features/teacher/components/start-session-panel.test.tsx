import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassSummary } from '@ttc/shared-protocol/api/classes';
import type { SessionOptionsInput } from '@ttc/shared-protocol/classroom/options';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../testing/render-app';
import { StartSessionPanel } from './start-session-panel';

beforeAll(async () => {
  await loadNamespaces(['teacher']);
});
afterEach(() => vi.unstubAllGlobals());

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

function renderPanel(state: unknown = null, classes: ClassSummary[] = [classSummary()]) {
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
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/teacher', state }]}>
        <StartSessionPanel onStart={(options) => started.push(options)} />
      </MemoryRouter>
    </QueryClientProvider>,
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
});
