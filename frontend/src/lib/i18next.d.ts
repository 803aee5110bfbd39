import type auth from '../locales/en/auth.json';
import type clock from '../locales/en/clock.json';
import type common from '../locales/en/common.json';
import type guestGate from '../locales/en/guest-gate.json';
import type landing from '../locales/en/landing.json';
import type legal from '../locales/en/legal.json';
import type liveStudent from '../locales/en/live-student.json';
import type playground from '../locales/en/playground.json';
import type progress from '../locales/en/progress.json';
import type screens from '../locales/en/screens.json';
import type studentGame from '../locales/en/student-game.json';
import type teacher from '../locales/en/teacher.json';
import type tour from '../locales/en/tour.json';

// Typed translation keys: a missing or misspelt key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      screens: typeof screens;
      legal: typeof legal;
      clock: typeof clock;
      playground: typeof playground;
      tour: typeof tour;
      'student-game': typeof studentGame;
      progress: typeof progress;
      auth: typeof auth;
      'guest-gate': typeof guestGate;
      'live-student': typeof liveStudent;
      teacher: typeof teacher;
    };
  }
}
