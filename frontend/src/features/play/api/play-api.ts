import type {
  AssignmentPlay,
  AssignmentResultsInput,
  AssignmentResultsResponse,
  SeatGrant,
} from '@ttc/shared-protocol/api/assignments';
import { ApiPath } from '@ttc/shared-protocol/api/paths';
import { apiRequest } from '../../../lib/api-client';

// The child's three requests. No zod on a child's first load: the server's schemas are tested
// on the server, and the screen reads only the fields it shows.

/** GET /api/play/:code: the assignment and its class's roster. */
export function getPlay(code: string, signal?: AbortSignal): Promise<AssignmentPlay> {
  return apiRequest<AssignmentPlay>('GET', ApiPath.play(code), { signal });
}

/** POST /api/play/:code/seat: the child tapped their character. */
export function claimSeat(code: string, childId: string): Promise<SeatGrant> {
  return apiRequest<SeatGrant>('POST', ApiPath.playSeat(code), { body: { childId } });
}

/** POST /api/play/:code/results: one finished game (the same gameId again stores nothing new). */
export function sendResults(
  code: string,
  body: AssignmentResultsInput,
): Promise<AssignmentResultsResponse> {
  return apiRequest<AssignmentResultsResponse>('POST', ApiPath.playResults(code), { body });
}
