/**
 * The Student Game's browser storage keys (spec section 3, "Browser storage keys"). The spec
 * names the language, 24-hour, traditional numbers, helper circles and tips keys; the question
 * types, difficulty and reading speed follow the same `studentGame_` pattern, and the spec's
 * unnamed "student character key" is `studentCharacter`.
 */
export const StudentGameKey = {
  language: 'studentGame_language',
  use24Hour: 'studentGame_use24Hour',
  showTraditionalNumbers: 'studentGame_showTraditionalNumbers',
  showHelperCircles: 'studentGame_showHelperCircles',
  questionTypes: 'studentGame_questionTypes',
  difficulty: 'studentGame_difficulty',
  readingSpeed: 'studentGame_readingSpeed',
  /** 'by_level' (the default) or 'free' practice on the settings. */
  playMode: 'studentGame_playMode',
  character: 'studentCharacter',
  tips: 'student-game-tips',
  /** Shared with the rest of the app (spec section 3): the player's name, default 'Student'. */
  studentName: 'studentName',
} as const;
export type StudentGameKey = (typeof StudentGameKey)[keyof typeof StudentGameKey];
