import { screen, waitFor, within } from '@testing-library/react';
import type { SessionSummary } from '@ttc/shared-protocol/api/session-results';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse } from '../../../testing/render-app';
import {
  CLASS_ID,
  FOX_ID,
  makeAnalytics,
  makeClass,
  renderAt,
  SESSION_ID,
  sentBody,
  stubApi,
  whereText,
} from '../testing/fixtures';
import { ClassScreen } from './class-screen';
import { CLASSES_NAMESPACES } from './use-names';

beforeAll(async () => {
  await loadNamespaces([...CLASSES_NAMESPACES, 'clock']);
});

// jsdom has no object URLs: the download tests put stand-ins on URL and take them off after.
const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const SESSIONS = `GET /api/sessions?classId=${CLASS_ID}&limit=100`;

function session(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: SESSION_ID,
    roomCode: '123456',
    startedAt: Date.UTC(2026, 10, 23, 9, 0),
    endedAt: Date.UTC(2026, 10, 23, 9, 10),
    endReason: 'completed',
    playerCount: 2,
    questionCount: 10,
    averageScore: 500,
    mostMissedQuestion: null,
    ...overrides,
  };
}

function baseRoutes() {
  return {
    [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
    [`GET /api/classes/${CLASS_ID}/analytics`]: () => jsonResponse(makeAnalytics()),
    [SESSIONS]: () => jsonResponse({ sessions: [session()], nextCursor: null }),
  };
}

const renderClass = () =>
  renderAt(`/teacher/classes/${CLASS_ID}`, '/teacher/classes/:classId', <ClassScreen />);

describe('ClassScreen', () => {
  it('When the class opens, then its roster shows each child with their character', async () => {
    stubApi(baseRoutes());
    renderClass();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room 4 Bluebirds' }),
    ).toBeVisible();
    const roster = screen.getByRole('region', { name: 'Children' });
    const items = within(roster).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Fox' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Zippy');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'See the progress of Zippy' }),
    ).toHaveAttribute('href', `/teacher/classes/${CLASS_ID}/children/${FOX_ID}`);
    expect(roster).toHaveTextContent("We never store children's real names.");
  });

  it('When an unknown class is opened, then the screen says it is not there', async () => {
    stubApi({});
    renderClass();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This class does not exist, or it belongs to another teacher.',
    );
  });

  it('When a child is added with a label, then only the nickname and character are sent and the label stays on this device', async () => {
    const added = { id: crypto.randomUUID(), nickname: 'Sunny', character: 'bee' };
    const fetch = stubApi({
      ...baseRoutes(),
      [`POST /api/classes/${CLASS_ID}/children`]: () => jsonResponse(added, 201),
    });
    const { events } = renderClass();
    await screen.findByRole('heading', { level: 1, name: 'Room 4 Bluebirds' });
    const add = screen.getByRole('button', { name: 'Add the child' });
    // Too short, then a nickname the class already has (case and accents ignored).
    const nickname = screen.getAllByLabelText('Nickname').at(-1) as HTMLElement;
    await events.type(nickname, 'S');
    await events.click(add);
    expect(nickname).toHaveAccessibleDescription(/A nickname has at least 2 letters\./);
    await events.clear(nickname);
    await events.type(nickname, 'zíppy');
    await events.click(add);
    expect(nickname).toHaveAccessibleDescription(
      /Another child in this class already has this nickname\./,
    );
    await events.clear(nickname);
    await events.type(nickname, 'Sunny');
    await events.type(screen.getByLabelText('Private label (optional)'), 'Sam B.');
    await events.click(screen.getByRole('radio', { name: 'Bee' }));
    await events.click(add);
    await waitFor(() =>
      expect(sentBody(fetch, `POST /api/classes/${CLASS_ID}/children`)).toEqual({
        nickname: 'Sunny',
        character: 'bee',
      }),
    );
    expect(JSON.parse(localStorage.getItem(`ttc.class-labels.${CLASS_ID}`) ?? '{}')).toEqual({
      [added.id]: 'Sam B.',
    });
    // No request carried the label.
    expect(fetch.mock.calls.some(([, init]) => String(init?.body ?? '').includes('Sam B.'))).toBe(
      false,
    );
  });

  it('When a child is changed, then the new nickname and character are sent', async () => {
    const fetch = stubApi({
      ...baseRoutes(),
      [`PATCH /api/classes/${CLASS_ID}/children/${FOX_ID}`]: () =>
        jsonResponse({ id: FOX_ID, nickname: 'Zap', character: 'tiger' }),
    });
    const { events } = renderClass();
    await events.click(await screen.findByRole('button', { name: 'Change Zippy' }));
    const nickname = screen.getAllByLabelText('Nickname')[0] as HTMLElement;
    expect(nickname).toHaveValue('Zippy');
    await events.clear(nickname);
    await events.type(nickname, 'Zap');
    const edit = nickname.closest('form') as HTMLElement;
    await events.click(within(edit).getByRole('radio', { name: 'Tiger' }));
    await events.type(within(edit).getByLabelText('Private label (optional)'), 'Zoe');
    await events.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetch, `PATCH /api/classes/${CLASS_ID}/children/${FOX_ID}`)).toEqual({
        nickname: 'Zap',
        character: 'tiger',
      }),
    );
    expect(localStorage.getItem(`ttc.class-labels.${CLASS_ID}`)).toContain('Zoe');
  });

  it('When Remove is chosen, then a dialog asks first; Cancel keeps the child and Remove deletes them', async () => {
    let removed = 0;
    stubApi({
      ...baseRoutes(),
      [`DELETE /api/classes/${CLASS_ID}/children/${FOX_ID}`]: () => {
        removed += 1;
        return new Response(null, { status: 204 });
      },
    });
    const { events } = renderClass();
    const remove = await screen.findByRole('button', { name: 'Remove Zippy' });
    await events.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Zippy from the class?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(removed).toBe(0);

    await events.click(remove);
    dialog = screen.getByRole('alertdialog', { name: 'Remove Zippy from the class?' });
    await events.click(within(dialog).getByRole('button', { name: 'Remove from the class' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toBe(1);
  });

  it('When the live session is started, then the host opens with the class and its language', async () => {
    stubApi(baseRoutes());
    const { events } = renderClass();
    await events.click(
      await screen.findByRole('button', { name: 'Start a live session for this class' }),
    );
    const where = whereText((await screen.findByTestId('where')).textContent);
    expect(where).toEqual({
      path: '/host',
      state: { options: { classId: CLASS_ID, language: 'en' } },
    });
  });

  it('When a past session is deleted, then the dialog confirms and the session goes', async () => {
    let sessions = [session()];
    stubApi({
      ...baseRoutes(),
      [SESSIONS]: () => jsonResponse({ sessions, nextCursor: null }),
      [`DELETE /api/sessions/${SESSION_ID}`]: () => {
        sessions = [];
        return new Response(null, { status: 204 });
      },
    });
    const { events } = renderClass();
    const past = await screen.findByRole('region', { name: 'Past sessions' });
    await events.click(await within(past).findByRole('button', { name: /^Delete the session of/ }));
    const dialog = screen.getByRole('alertdialog', { name: /^Delete the session of/ });
    await events.click(within(dialog).getByRole('button', { name: 'Delete the session' }));
    expect(
      await within(past).findByText(/No live sessions for this class yet/),
    ).toBeInTheDocument();
  });

  it('When a heat-map cell is chosen, then the clocks that child missed show with their answers', async () => {
    stubApi(baseRoutes());
    const { events } = renderClass();
    const table = await screen.findByRole('table', { name: '' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Child',
      'Right answers',
      'The hour and minute hands read the other way round',
      '"past" and "to" mixed up',
    ]);
    const zippy = within(table).getByRole('row', { name: /Zippy/ });
    expect(
      within(zippy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['60%', '3', '0']);
    const cell = within(zippy).getByRole('button', {
      name: 'Zippy: the hour and minute hands read the other way round, 3 times. Show the clocks.',
    });
    await events.click(cell);
    expect(cell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', {
      name: 'Zippy: the hour and minute hands read the other way round',
    });
    expect(
      within(panel).getByRole('img', { name: 'The clock showed: quarter past three' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', { name: 'The clock showed: quarter to ten' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Answered: 3:03');
    expect(panel).toHaveTextContent('Answered: 9:09');
    await events.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(cell).toHaveAttribute('aria-expanded', 'false');
  });

  it('When the analytics load, then skills, most missed clocks and practice groups show as text too', async () => {
    stubApi(baseRoutes());
    const { events } = renderClass();
    const skills = await screen.findByRole('figure', { name: 'Accuracy by skill' });
    expect(within(skills).getByRole('row', { name: /O'clock/ })).toHaveTextContent('90% (9 of 10)');
    expect(within(skills).getByRole('row', { name: /24-hour/ })).toHaveTextContent('Not asked yet');
    expect(screen.getByText('Missed by 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Most common wrong answer: 3:03')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Assign this practice to Zippy, Hoot' }));
    const where = whereText((await screen.findByTestId('where')).textContent);
    expect(where).toEqual({
      path: '/teacher/assignments',
      state: {
        classId: CLASS_ID,
        preset: { level: 5 },
        title: 'The hour and minute hands read the other way round: level 5 practice',
      },
    });
  });

  it('When Export CSV is chosen, then the file is fetched with the bearer token and saved', async () => {
    const fetch = stubApi({
      ...baseRoutes(),
      [`GET /api/classes/${CLASS_ID}/report.csv`]: () =>
        new Response('\uFEFFchild,correct\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events } = renderClass();
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    await events.click(within(nav).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/report.csv'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-access-token');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('room-4-bluebirds.csv');
    expect(anchor.href).toBe('blob:report');
    const blob = created.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('child,correct');
  });

  it('When the class is deleted, then the dialog confirms and the list of classes opens', async () => {
    stubApi({
      ...baseRoutes(),
      [`DELETE /api/classes/${CLASS_ID}`]: () => new Response(null, { status: 204 }),
    });
    localStorage.setItem(`ttc.class-labels.${CLASS_ID}`, JSON.stringify({ [FOX_ID]: 'Zoe' }));
    const { events } = renderClass();
    await events.click(await screen.findByRole('button', { name: 'Delete this class' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Room 4 Bluebirds?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete the class' }));
    const where = whereText((await screen.findByTestId('where')).textContent);
    expect(where.path).toBe('/teacher/classes');
    expect(localStorage.getItem(`ttc.class-labels.${CLASS_ID}`)).toBeNull();
  });
});
