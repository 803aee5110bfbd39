import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * docker-compose.yml as compose reads it: YAML, then `${...}` interpolation of every string value
 * from the variables of an `.env` file. Pure (no processes), so the compose test and its checks
 * of a missing secret read the file the same way.
 */

/** A `${VAR:?message}` (or `${VAR?message}`) whose variable is missing: compose stops here. */
export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    readonly detail: string,
  ) {
    // The same wording as compose v2 ("required variable X is missing a value: <message>").
    super(`required variable ${variable} is missing a value: ${detail}`);
  }
}

/**
 * Parses an `.env` file as compose does: `NAME=value` lines, `#` comments and blank lines,
 * an optional `export `, values in single quotes (literal) or double quotes (with \n, \" and \\).
 */
export function parseDotEnv(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`.env: cannot read the line ${JSON.stringify(rawLine)}`);
    const [, name = '', rawValue = ''] = match;
    variables[name] = dotEnvValue(rawValue);
  }
  return variables;
}

function dotEnvValue(raw: string): string {
  if (raw.startsWith("'")) {
    const end = raw.indexOf("'", 1);
    return end < 0 ? raw.slice(1) : raw.slice(1, end);
  }
  if (raw.startsWith('"')) {
    let value = '';
    for (let i = 1; i < raw.length; i++) {
      const c = raw[i];
      if (c === '"') break;
      if (c === '\\' && i + 1 < raw.length) {
        const next = raw[++i];
        value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      } else value += c;
    }
    return value;
  }
  // Unquoted: a ` #` starts a comment.
  return raw.replace(/\s+#.*$/, '').trim();
}

const BRACED = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}/;
const BARE = /^\$([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Substitutes `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`,
 * `${VAR?message}`, `${VAR:+other}`, `${VAR+other}` and `$$` (a literal `$`) the way compose
 * does. With a colon, an empty variable counts as missing. Throws MissingVariableError.
 */
export function interpolate(value: string, variables: Record<string, string>): string {
  let out = '';
  let rest = value;
  while (rest.length > 0) {
    const dollar = rest.indexOf('$');
    if (dollar < 0) return out + rest;
    out += rest.slice(0, dollar);
    rest = rest.slice(dollar);
    if (rest.startsWith('$$')) {
      out += '$';
      rest = rest.slice(2);
      continue;
    }
    const braced = BRACED.exec(rest);
    const bare = braced ? null : BARE.exec(rest);
    const match = braced ?? bare;
    if (!match) throw new Error(`invalid interpolation format in ${JSON.stringify(value)}`);
    rest = rest.slice(match[0].length);
    const name = match[1] ?? '';
    const operator = braced?.[2];
    const argument = braced?.[3] ?? '';
    const current = variables[name];
    const missing = operator?.startsWith(':')
      ? current === undefined || current === ''
      : current === undefined;
    if (operator === ':-' || operator === '-') {
      out += missing ? interpolate(argument, variables) : current;
    } else if (operator === ':?' || operator === '?') {
      if (missing) throw new MissingVariableError(name, argument);
      out += current;
    } else if (operator === ':+' || operator === '+') {
      out += missing ? '' : interpolate(argument, variables);
    } else {
      out += current ?? '';
    }
  }
  return out;
}

/** Every string in a parsed YAML tree interpolated (keys are left alone, as compose does). */
function interpolateTree(node: unknown, variables: Record<string, string>): unknown {
  if (typeof node === 'string') return interpolate(node, variables);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, variables));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => [key, interpolateTree(item, variables)]),
    );
  }
  return node;
}

/** One service of the compose file, after interpolation. */
export type ComposeService = {
  name: string;
  image?: string;
  build?: { context?: string; target?: string };
  /** `command` as an argv list (a string is split on spaces, as compose does without a shell). */
  command?: string[];
  /** `environment` as a map (list form `KEY=value` converted; a bare `KEY` is left out). */
  environment: Record<string, string>;
  /** `volumes` as `source:target` pairs. */
  volumes: Array<{ source: string; target: string }>;
  replicas: number;
  /** The URL a `fetch('...')` in the healthcheck's command asks, if any. */
  healthUrl?: string;
  raw: Record<string, unknown>;
};

export type ComposeFile = {
  services: Record<string, ComposeService>;
  volumes: string[];
};

/** Reads and interpolates a compose file; throws MissingVariableError like `docker compose`. */
export function loadComposeFile(path: string, variables: Record<string, string>): ComposeFile {
  const tree = interpolateTree(parse(readFileSync(path, 'utf8'), { merge: true }), variables) as {
    services?: Record<string, Record<string, unknown>>;
    volumes?: Record<string, unknown>;
  };
  const services: Record<string, ComposeService> = {};
  for (const [name, raw] of Object.entries(tree.services ?? {})) {
    services[name] = readService(name, raw);
  }
  return { services, volumes: Object.keys(tree.volumes ?? {}) };
}

function readService(name: string, raw: Record<string, unknown>): ComposeService {
  const command = raw.command;
  const deploy = raw.deploy as { replicas?: number } | undefined;
  const healthTest = (raw.healthcheck as { test?: unknown } | undefined)?.test;
  const healthText = Array.isArray(healthTest) ? healthTest.join(' ') : String(healthTest ?? '');
  return {
    name,
    image: typeof raw.image === 'string' ? raw.image : undefined,
    build: raw.build as ComposeService['build'],
    command: Array.isArray(command)
      ? command.map(String)
      : typeof command === 'string'
        ? command.split(/\s+/).filter(Boolean)
        : undefined,
    environment: readEnvironment(raw.environment),
    volumes: ((raw.volumes as unknown[]) ?? []).map((entry) => {
      const [source = '', target = ''] = String(entry).split(':');
      return { source, target };
    }),
    replicas: deploy?.replicas ?? 1,
    healthUrl: /fetch\('([^']+)'\)/.exec(healthText)?.[1],
    raw,
  };
}

function readEnvironment(environment: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(environment)) {
    for (const entry of environment.map(String)) {
      const eq = entry.indexOf('=');
      if (eq > 0) out[entry.slice(0, eq)] = entry.slice(eq + 1);
    }
  } else if (environment !== null && typeof environment === 'object') {
    for (const [key, value] of Object.entries(environment)) {
      // `KEY:` with no value takes the shell's variable in compose; a test passes none.
      if (value !== null && value !== undefined) out[key] = String(value);
    }
  }
  return out;
}

/** The stages of a Dockerfile: each `FROM ... AS name` with the instructions under it. */
export function dockerfileStages(text: string): Record<string, string[]> {
  const stages: Record<string, string[]> = {};
  let current: string[] | undefined;
  // Continuation lines (a trailing backslash) are joined first.
  for (const line of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(trimmed);
    if (from) {
      current = [];
      stages[from[1] ?? `stage${Object.keys(stages).length}`] = current;
      continue;
    }
    current?.push(trimmed);
  }
  return stages;
}
