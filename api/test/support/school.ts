import request from 'supertest';
import { schoolMembers } from '../../src/db/schema';
import type { SignedInTestUser } from './sign-in';
import type { TestApp } from './test-app';

/** `admin` (a teacher) creates a school through the API and becomes its admin; its id. */
export async function createTestSchool(
  t: TestApp,
  admin: SignedInTestUser,
  name = 'Maple Street School',
): Promise<string> {
  const res = await request(t.app)
    .post('/api/school')
    .set(admin.headers)
    .send({ name })
    .expect(201);
  return res.body.school.id;
}

/** Puts `teacher` in the school as a teacher, without the invitation round trip. */
export async function addTestMember(
  t: TestApp,
  schoolId: string,
  teacher: SignedInTestUser,
): Promise<void> {
  await t.database.db
    .insert(schoolMembers)
    .values({ schoolId, userId: teacher.id, role: 'teacher' });
}
