/**
 * The shape beside each option, in option order, so an option is told by shape as well as by
 * colour (the tablets show the same four).
 */
export const OPTION_MARKS = ['▲', '◆', '●', '■'] as const;
