/**
 * Live rooms one teacher may have open at once: a board, a second class, a spare. One account
 * opened 2,623 rooms in 30 s before this limit; each costs every node memory and timers.
 */
export const MAX_OPEN_ROOMS_PER_HOST = 3;

/**
 * The `conflict` answer to a room:create over the limit when every open room has children in it.
 * The host screen recognises it by this text and says it in the teacher's language.
 */
export const TOO_MANY_ROOMS_MESSAGE = `You already have ${MAX_OPEN_ROOMS_PER_HOST} live sessions open. End one of them to start another.`;
