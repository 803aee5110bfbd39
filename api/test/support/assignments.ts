import { CHARACTER_IDS, type CharacterId } from '@ttc/shared-protocol/game/characters';
import { eq } from 'drizzle-orm';
import { classChildren, classes, users } from '../../src/db/schema';
import { type SignedInTestUser, signInTestUser } from './sign-in';
import type { TestApp } from './test-app';

// Rows the tasks and play tests stand on, written straight to the database so those tests do not
// depend on the classes endpoints.

/** A signed-in user with the given role (a teacher unless told). */
export async function signInAs(
  t: TestApp,
  role: 'teacher' | 'admin' | 'student' | 'parent' = 'teacher',
): Promise<SignedInTestUser> {
  const user = await signInTestUser(t);
  await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));
  return user;
}

export interface TestClass {
  id: string;
  children: { id: string; nickname: string; character: CharacterId }[];
}

/** A class of `teacherId` with a roster of the given nicknames (characters in turn). */
export async function makeClass(
  t: TestApp,
  teacherId: string,
  nicknames: readonly string[] = ['Ada', 'Bo', 'Cy'],
  name = 'Owls',
): Promise<TestClass> {
  const db = t.database.db;
  const [row] = await db
    .insert(classes)
    .values({ teacherId, name, grade: '1', language: 'en' })
    .returning({ id: classes.id });
  if (!row) throw new Error('class not inserted');
  const children = [];
  // Creation times one millisecond apart: rosters list children by creation time, and two
  // inserts within one tick of the embedded database's clock would otherwise tie (then the
  // random ids decide the order).
  const base = Date.now();
  for (const [index, nickname] of nicknames.entries()) {
    const character = CHARACTER_IDS[index % CHARACTER_IDS.length] as CharacterId;
    const [child] = await db
      .insert(classChildren)
      .values({
        classId: row.id,
        nickname,
        nicknameKey: nickname.toLowerCase(),
        characterId: character,
        createdAt: new Date(base + index),
      })
      .returning({ id: classChildren.id });
    if (!child) throw new Error('child not inserted');
    children.push({ id: child.id, nickname, character });
  }
  return { id: row.id, children };
}
