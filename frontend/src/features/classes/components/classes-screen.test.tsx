import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse } from '../../../testing/render-app';
import {
  CLASS_ID,
  makeClass,
  makeSummary,
  renderAt,
  sentBody,
  stubApi,
  whereText,
} from '../testing/fixtures';
import { ClassesScreen } from './classes-screen';
import { CLASSES_NAMESPACES } from './use-names';

beforeAll(async () => {
  await loadNamespaces([...CLASSES_NAMESPACES, 'clock']);
});

const renderList = () => renderAt('/teacher/classes', '/teacher/classes', <ClassesScreen />);

describe('ClassesScreen', () => {
  it('When the teacher has classes, then each shows its name, grade, language and number of children', async () => {
    stubApi({
      'GET /api/classes': () =>
        jsonResponse({
          classes: [
            makeSummary(),
            makeSummary({
              id: crypto.randomUUID(),
              name: 'Kinder Owls',
              grade: 'K',
              language: 'de',
              childCount: 0,
            }),
          ],
        }),
    });
    renderList();
    const region = await screen.findByRole('region', { name: 'Your classes' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Room 4 Bluebirds' })).toHaveAttribute(
      'href',
      `/teacher/classes/${CLASS_ID}`,
    );
    expect(within(first).getByText('Grade').nextSibling).toHaveTextContent('Grade 1');
    expect(within(first).getByText('Language').nextSibling).toHaveTextContent('English');
    expect(within(first).getByText('Children').nextSibling).toHaveTextContent('2');
    const second = items[1] as HTMLElement;
    expect(within(second).getByText('Grade').nextSibling).toHaveTextContent('Kindergarten');
    expect(within(second).getByText('Language').nextSibling).toHaveTextContent('Deutsch');
  });

  it('When the teacher has no class yet, then the empty state explains what a class is for', async () => {
    stubApi({ 'GET /api/classes': () => jsonResponse({ classes: [] }) });
    renderList();
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
    expect(screen.getByText(/each child gets a nickname and a character/)).toBeInTheDocument();
  });

  it('When the classes cannot be loaded, then the error shows with Try again, which loads them', async () => {
    let fail = true;
    stubApi({
      'GET /api/classes': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Database away' } }, 500)
          : jsonResponse({ classes: [makeSummary()] }),
    });
    const { events } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be loaded (Database away).',
    );
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Room 4 Bluebirds' })).toBeInTheDocument();
  });

  it('When the name is empty or too long, then the form says why and sends nothing', async () => {
    const fetch = stubApi({ 'GET /api/classes': () => jsonResponse({ classes: [] }) });
    const { events } = renderList();
    await screen.findByText('No classes yet');
    await events.click(screen.getByRole('button', { name: 'Create the class' }));
    const name = screen.getByLabelText('Class name');
    expect(name).toHaveAccessibleDescription(/Give the class a name\./);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await events.type(name, 'x'.repeat(61));
    await events.click(screen.getByRole('button', { name: 'Create the class' }));
    expect(name).toHaveAccessibleDescription(/A class name has at most 60 characters\./);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('When a class is created, then exactly the name, grade and language are sent and its page opens', async () => {
    const fetch = stubApi({
      'GET /api/classes': () => jsonResponse({ classes: [] }),
      'POST /api/classes': () => jsonResponse(makeClass({ childCount: 0, children: [] }), 201),
      [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
    });
    const { events } = renderList();
    await screen.findByText('No classes yet');
    await events.type(screen.getByLabelText('Class name'), '  Room 4 Bluebirds ');
    await events.selectOptions(screen.getByLabelText('Grade'), 'Grade 2');
    await events.selectOptions(screen.getByLabelText('Language'), 'Français');
    await events.click(screen.getByRole('button', { name: 'Create the class' }));
    const where = whereText((await screen.findByTestId('where')).textContent);
    expect(where.path).toBe(`/teacher/classes/${CLASS_ID}`);
    expect(sentBody(fetch, 'POST /api/classes')).toEqual({
      name: 'Room 4 Bluebirds',
      grade: '2',
      language: 'fr',
    });
  });

  it('When the server refuses the class, then its reason shows in the form', async () => {
    stubApi({
      'GET /api/classes': () => jsonResponse({ classes: [] }),
      'POST /api/classes': () =>
        jsonResponse({ error: { code: 'forbidden', message: 'Only teachers can do this.' } }, 403),
    });
    const { events } = renderList();
    await screen.findByText('No classes yet');
    await events.type(screen.getByLabelText('Class name'), 'Room 4');
    await events.click(screen.getByRole('button', { name: 'Create the class' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The class could not be created: Only teachers can do this.',
    );
  });
});
