import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { progressAnswers, progressGames } from '../../db/schema';
import type { PreparedGame } from './prepare-game';

/** Rows per INSERT: 1,000 answers x 13 columns stays far below Postgres' 65,535 parameters. */
const ANSWERS_PER_INSERT = 1000;

/**
 * Stores a game and its answers unless this user already stored a game with this id; either way
 * returns the stored game. Two requests with one id at once: the unique index makes the second
 * INSERT wait for the first transaction and then do nothing, so the answers are stored once.
 */
export async function insertGameOnce(
  db: AppDatabase,
  userId: string,
  prepared: PreparedGame,
): Promise<{ game: PreparedGame['game']; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(progressGames)
      .values({ userId, ...prepared.game })
      .onConflictDoNothing({ target: [progressGames.userId, progressGames.gameId] })
      .returning();
    if (inserted) {
      for (let start = 0; start < prepared.answers.length; start += ANSWERS_PER_INSERT) {
        const chunk = prepared.answers.slice(start, start + ANSWERS_PER_INSERT);
        await tx
          .insert(progressAnswers)
          .values(chunk.map((answer) => ({ ...answer, progressGameId: inserted.id, userId })));
      }
      return { game: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(progressGames)
      .where(and(eq(progressGames.userId, userId), eq(progressGames.gameId, prepared.game.gameId)));
    if (!existing) throw new Error('progress game vanished between insert and select');
    return { game: existing, created: false };
  });
}
