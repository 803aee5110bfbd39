import type { SessionResults } from '@ttc/shared-protocol/classroom/results';
import type { Logger } from 'pino';
import type { ResultsSink } from '../results/results-sink';

/**
 * The default sink when none is given: logs that a round finished (no nicknames, no answers) and
 * keeps nothing. The one-process server and the standalone service pass the sink that hands the
 * results to the API.
 */
export function createLoggingResultsSink(logger: Logger): ResultsSink {
  return {
    async persist(results: SessionResults) {
      logger.info(
        {
          sessionId: results.sessionId,
          roomCode: results.roomCode,
          players: results.players.length,
          answers: results.answers.length,
          endedEarly: results.endedEarly,
        },
        'Session results ready (no results sink configured; not stored)',
      );
    },
  };
}
