#!/usr/bin/env node
// Our npm registry mirror carries only the Linux (glibc) builds of packages that ship one
// binary package per platform (Biome). npm then leaves the other platforms out of
// package-lock.json, and `npm ci` refuses the lock as "Missing: ... from lock file".
// This adds the missing optional platform entries (os/cpu/libc read from the package name),
// which npm never installs here because the platform does not match.
// Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const PLATFORM =
  /-(android|darwin|freebsd|linux|openbsd|sunos|win32|aix)-(arm64|arm|x64|ia32|ppc64|s390x|riscv64|loong64)(?:-(musl|gnu|msvc))?$/;

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `${key ? `${key}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[target] || packages[hoisted]) continue;
    const match = PLATFORM.exec(name);
    if (!match) continue;
    const [, os, cpu, abi] = match;
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(abi === 'musl' ? { libc: ['musl'] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
