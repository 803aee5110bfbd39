import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</p>;
}

function Host() {
  const { code } = useParams();
  return <h1>host {code ?? 'new'}</h1>;
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/join">Join</NavLink>
        <Link to="/pricing?plan=a#top">Pricing</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function Table() {
  return (
    <Routes>
      <Route path="/host/:code?" element={<Host />} />
      <Route element={<Layout />}>
        <Route index element={<h1>root</h1>} />
        <Route path="/join" element={<h1>join</h1>} />
        <Route path="/pricing" element={<h1>pricing</h1>} />
        <Route path="/old" element={<Navigate to="/join" replace />} />
        <Route path="*" element={<h1>not found</h1>} />
      </Route>
    </Routes>
  );
}

const probe: {
  navigate: ReturnType<typeof useNavigate>;
  setParams: ReturnType<typeof useSearchParams>[1];
} = { navigate: () => {}, setParams: () => {} };

function Probe() {
  probe.navigate = useNavigate();
  const [params, set] = useSearchParams();
  probe.setParams = set;
  return <p data-testid="code">{params.get('code') ?? '-'}</p>;
}

describe('matchPath', () => {
  it('When a pattern has literal and optional parts, then it matches as react-router does', () => {
    expect(matchPath('/host/:code?', '/host')).toEqual({});
    expect(matchPath('/host/:code?', '/host/123456')).toEqual({ code: '123456' });
    expect(matchPath('/host/:code?', '/host/1/2')).toBeNull();
    expect(matchPath('/join', '/Join/')).toEqual({});
    expect(matchPath('/join', '/joint')).toBeNull();
    expect(matchPath('*', '/anything/here')).toEqual({});
  });
});

describe('router', () => {
  it('When paths are opened, then the table picks the layout child, the param route or the catch-all', () => {
    for (const [path, heading] of [
      ['/', 'root'],
      ['/join', 'join'],
      ['/host', 'host new'],
      ['/host/42', 'host 42'],
      ['/nope', 'not found'],
    ]) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path as string]}>
          <Table />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: heading as string })).toBeInTheDocument();
      unmount();
    }
  });

  it('When a link is clicked, then the app navigates without a reload and NavLink marks its page', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Table />
        <Where />
      </MemoryRouter>,
    );
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join).toHaveAttribute('href', '/join');
    expect(join).not.toHaveAttribute('aria-current');
    await userEvent.click(join);
    expect(await screen.findByRole('heading', { name: 'join' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/pricing?plan=a#top null');
  });

  it('When <Navigate> renders, then it redirects', async () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Table />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'join' })).toBeInTheDocument();
  });

  it('When navigate carries state and the query is set, then both reach the location', async () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/join', state: { from: 'test' } }]}>
        <Probe />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/join {"from":"test"}');
    await act(async () => probe.setParams({ code: '123456' }, { replace: true }));
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
    await act(async () => probe.navigate('/host', { state: { options: 3 } }));
    expect(screen.getByTestId('where')).toHaveTextContent('/host {"options":3}');
    await act(async () => probe.navigate(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/join?code=123456 null');
  });

  it('When the browser router navigates and Back is pressed, then the address bar and the screen follow', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Table />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'join' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/join');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'root' })).toBeInTheDocument();
  });
});
