import { paths } from '../../../config/paths';

/**
 * The landing page's media: short recordings of the real screens (made by `npm run demos`,
 * scripts/record-demos.ts) and screenshots of a live session (docs/screens, made by
 * `npm run screens`, converted to WebP by the same script). Served from frontend/public.
 */

export type DemoId = 'playground' | 'game' | 'classroom';

export type Demo = {
  id: DemoId;
  /** The WebM recording and its first-frame poster (WebP). */
  video: string;
  poster: string;
  /** Where the card leads: the screen the recording shows. */
  href: string;
  /** How long the recording runs, rounded. */
  seconds: number;
};

export const demos: readonly Demo[] = [
  {
    id: 'playground',
    video: '/demos/playground.webm',
    poster: '/demos/playground.webp',
    href: paths.playground.getHref(),
    seconds: 9,
  },
  {
    id: 'game',
    video: '/demos/student-game.webm',
    poster: '/demos/student-game.webp',
    href: paths.studentGame.getHref(),
    seconds: 11,
  },
  {
    id: 'classroom',
    video: '/demos/live-classroom.webm',
    poster: '/demos/live-classroom.webp',
    href: paths.teacher.getHref(),
    seconds: 12,
  },
];

export type ScreenId =
  | 'lobby'
  | 'character'
  | 'choice'
  | 'setClock'
  | 'mistake'
  | 'result'
  | 'podium'
  | 'stats';

export type Screenshot = {
  id: ScreenId;
  /** docs/screens/<source>.png */
  source: string;
  width: number;
  height: number;
};

/** The screenshots, in the order a lesson goes. Thumbnails are `<id>-thumb.webp`. */
export const screenshots: readonly Screenshot[] = [
  { id: 'lobby', source: '1920x1080-host-lobby', width: 1920, height: 1080 },
  { id: 'character', source: '1280x800-tablet-character', width: 1280, height: 800 },
  { id: 'choice', source: '1920x1080-host-question-choice', width: 1920, height: 1080 },
  { id: 'setClock', source: '1280x800-tablet-question-set-clock', width: 1280, height: 800 },
  { id: 'mistake', source: '1920x1080-host-worked-error', width: 1920, height: 1080 },
  { id: 'result', source: '1280x800-tablet-result', width: 1280, height: 800 },
  { id: 'podium', source: '1920x1080-host-podium', width: 1920, height: 1080 },
  { id: 'stats', source: '1920x1080-host-stats', width: 1920, height: 1080 },
];

export const screenFull = (s: Screenshot) => `/screens/${s.id}.webp`;
export const screenThumb = (s: Screenshot) => `/screens/${s.id}-thumb.webp`;
