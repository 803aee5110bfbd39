import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The routing the app uses (a route table with one layout level, links, redirects, the query
 * string, history state), in the shape of react-router's declarative API. In-house because
 * react-router was ~13 KiB gzipped of every screen's first download, against a 110 KiB budget
 * for the tablets.
 */

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** New on every navigation (a menu closes when it changes). */
  key: string;
};

export type To = string;
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

type RouterValue = { location: Location; navigate: NavigateFunction };
type RouteValue = { params: Record<string, string | undefined>; outlet: ReactNode };

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<RouteValue>({ params: {}, outlet: null });

let keySeed = 0;
function nextKey(): string {
  keySeed += 1;
  return `k${keySeed.toString(36)}`;
}

function parsePath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://x/');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function href(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Resolves `to` against the current location, as a browser resolves a link. */
function resolve(to: To, from: Location): string {
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks need a <BrowserRouter> or <MemoryRouter> above them.');
  return value;
}

/** The address bar's router: pushState navigation, Back and Forward through popstate. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const read = useCallback((): Location => {
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: state?.usr ?? null,
      key: state?.key ?? 'default',
    };
  }, []);
  const [location, setLocation] = useState(read);

  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(read()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);

  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const target = resolve(to, current.current);
    const key = nextKey();
    const entry = { usr: options.state ?? null, key };
    if (options.replace) window.history.replaceState(entry, '', target);
    else window.history.pushState(entry, '', target);
    const next = { ...parsePath(target), state: options.state ?? null, key };
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

type InitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

/** A router over an in-memory history, for tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: InitialEntry[];
  children: ReactNode;
}) {
  const [history, setHistory] = useState(() => {
    const entries = initialEntries.map((entry): Location => {
      const path =
        typeof entry === 'string' ? parsePath(entry) : { search: '', hash: '', ...entry };
      const state = typeof entry === 'string' ? null : (entry.state ?? null);
      return { ...parsePath(href(path)), state, key: nextKey() };
    });
    return { entries, index: entries.length - 1 };
  });
  const location = history.entries[history.index] ?? {
    pathname: '/',
    search: '',
    hash: '',
    state: null,
    key: 'default',
  };
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    startTransition(() =>
      setHistory(({ entries, index }) => {
        if (typeof to === 'number') {
          const next = Math.min(Math.max(index + to, 0), entries.length - 1);
          return { entries, index: next };
        }
        const entry: Location = {
          ...parsePath(resolve(to, current.current)),
          state: options.state ?? null,
          key: nextKey(),
        };
        if (options.replace) {
          return { entries: entries.map((e, i) => (i === index ? entry : e)), index };
        }
        return { entries: [...entries.slice(0, index + 1), entry], index: index + 1 };
      }),
    );
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): Partial<T> {
  return useContext(RouteContext).params as Partial<T>;
}

/** The query string, and a setter that navigates to the same path with new parameters. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const pathname = location.pathname;
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

/** The child route's element, inside a layout route. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export type RouteProps = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
};

/** A row of the route table; only <Routes> reads it. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/**
 * Matches `pattern` ("/host/:code?", "/join", "*") against `pathname`: the params, or null.
 * Trailing slashes and letter case do not matter, as in react-router.
 */
export function matchPath(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const part of want) {
    const segment = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = decodeURIComponent(segment);
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
    i += 1;
  }
  return i === have.length ? params : null;
}

type Match = { element: ReactNode; params: Record<string, string | undefined>; child?: Match };

/** Literal segments beat parameters, which beat the catch-all, as react-router ranks them. */
function rank(path: string | undefined, index: boolean | undefined): number {
  if (index) return 3;
  if (!path || path === '*') return 0;
  return path.includes(':') ? 1 : 2;
}

function matchRoutes(children: ReactNode, pathname: string): Match | null {
  const routes = Children.toArray(children).filter(isValidElement) as ReactElement<RouteProps>[];
  const ordered = [...routes].sort(
    (a, b) => rank(b.props.path, b.props.index) - rank(a.props.path, a.props.index),
  );
  for (const route of ordered) {
    const { path, index, element = null, children: nested } = route.props;
    if (nested !== undefined && !path && !index) {
      // A layout route: it matches when one of its children does.
      const child = matchRoutes(nested, pathname);
      if (child) return { element, params: child.params, child };
      continue;
    }
    if (index) {
      if (pathname === '/' || pathname === '') return { element, params: {} };
      continue;
    }
    if (path === undefined) continue;
    const params = matchPath(path, pathname);
    if (params) return { element, params };
  }
  return null;
}

function renderMatch(match: Match, parentParams: Record<string, string | undefined>): ReactNode {
  const params = { ...parentParams, ...match.params };
  const outlet = match.child ? renderMatch(match.child, params) : null;
  return <RouteContext value={{ params, outlet }}>{match.element}</RouteContext>;
}

/** Renders the first route (by react-router's ranking) that matches the current path. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchRoutes(children, pathname);
  return match ? <>{renderMatch(match, {})}</> : null;
}

/** Navigates on render (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // The state is read when the redirect runs: a new object on each render must not re-run it.
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    navigate(to, { replace, state: stateRef.current });
  }, [navigate, to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An <a> that navigates inside the app on a plain click (a new tab still works). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const url = resolve(to, location);
  return (
    <a
      {...rest}
      href={url}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(url, { replace: replace ?? href(location) === url, state });
      }}
    />
  );
}

/** A Link that says `aria-current="page"` (and has the `active` class) on its own page. */
export function NavLink({ className, ...props }: LinkProps) {
  const { location } = useRouter();
  const active = parsePath(resolve(props.to, location)).pathname === location.pathname;
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
