/** The time as the sign-in sees it; tests inject one to expire links and tokens. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
