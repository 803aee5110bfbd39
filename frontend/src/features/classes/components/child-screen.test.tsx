import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse } from '../../../testing/render-app';
import { CLASS_ID, FOX_ID, makeAnalytics, makeClass, renderAt, stubApi } from '../testing/fixtures';
import { ChildScreen } from './child-screen';
import { CLASSES_NAMESPACES } from './use-names';

beforeAll(async () => {
  await loadNamespaces([...CLASSES_NAMESPACES, 'clock']);
});

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function childAnalytics() {
  const all = makeAnalytics();
  return makeAnalytics({
    children: all.children.slice(0, 1),
    groups: [],
    answered: 10,
    correct: 6,
  });
}

const renderChild = (childId = FOX_ID) =>
  renderAt(
    `/teacher/classes/${CLASS_ID}/children/${childId}`,
    '/teacher/classes/:classId/children/:childId',
    <ChildScreen />,
  );

describe('ChildScreen', () => {
  it("When a child's page opens, then their skills, tricky spots with missed clocks and private label show", async () => {
    stubApi({
      [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
      [`GET /api/classes/${CLASS_ID}/children/${FOX_ID}/analytics`]: () =>
        jsonResponse(childAnalytics()),
    });
    localStorage.setItem(`ttc.class-labels.${CLASS_ID}`, JSON.stringify({ [FOX_ID]: 'Zoe K.' }));
    renderChild();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Progress of Zippy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zoe K.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Room 4 Bluebirds' })).toHaveAttribute(
      'href',
      `/teacher/classes/${CLASS_ID}`,
    );
    const tricky = await screen.findByRole('region', { name: 'Tricky spots' });
    expect(
      within(tricky).getByRole('heading', {
        name: 'The hour and minute hands read the other way round 3 times',
      }),
    ).toBeInTheDocument();
    expect(within(tricky).getAllByRole('img', { name: /^The clock showed/ })).toHaveLength(2);
    expect(screen.getByRole('figure', { name: 'Accuracy by skill' })).toBeInTheDocument();
  });

  it('When the PDF is downloaded, then it is fetched with the bearer token and saved under the nickname', async () => {
    const fetch = stubApi({
      [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
      [`GET /api/classes/${CLASS_ID}/children/${FOX_ID}/analytics`]: () =>
        jsonResponse(childAnalytics()),
      [`GET /api/classes/${CLASS_ID}/children/${FOX_ID}/report.pdf`]: () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events } = renderChild();
    await events.click(
      await screen.findByRole('button', { name: 'Download the progress report (PDF)' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/report.pdf'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-access-token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('zippy-progress.pdf');
  });

  it('When the PDF cannot be made, then the reason is shown and the button works again', async () => {
    stubApi({
      [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
      [`GET /api/classes/${CLASS_ID}/children/${FOX_ID}/analytics`]: () =>
        jsonResponse(childAnalytics()),
      [`GET /api/classes/${CLASS_ID}/children/${FOX_ID}/report.pdf`]: () =>
        jsonResponse({ error: { code: 'internal', message: 'Printer on fire' } }, 500),
    });
    const { events } = renderChild();
    const button = await screen.findByRole('button', {
      name: 'Download the progress report (PDF)',
    });
    await events.click(button);
    expect(
      await screen.findByText('The file could not be downloaded: Printer on fire'),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('When the child is not on the roster, then the screen says so', async () => {
    stubApi({
      [`GET /api/classes/${CLASS_ID}`]: () => jsonResponse(makeClass()),
    });
    renderChild(crypto.randomUUID());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This child is not on the roster of this class.',
    );
  });
});
