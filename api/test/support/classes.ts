import type { AddChildInput, CreateClassInput } from '@ttc/shared-protocol/api/classes';
import request from 'supertest';
import type { SignedInTestUser } from './sign-in';
import type { TestApp } from './test-app';

/** A class of `teacher`'s, made through the API (201 expected); answers its detail. */
export async function createTestClass(
  t: TestApp,
  teacher: SignedInTestUser,
  input: Partial<CreateClassInput> = {},
): Promise<{ id: string; name: string }> {
  const res = await request(t.app)
    .post('/api/classes')
    .set(teacher.headers)
    .send({ name: 'Class 1B', grade: '1', language: 'en', ...input })
    .expect(201);
  return res.body;
}

/** A child on the class's roster, added through the API (201 expected); answers the child. */
export async function addTestChild(
  t: TestApp,
  teacher: SignedInTestUser,
  classId: string,
  input: Partial<AddChildInput> = {},
): Promise<{ id: string; nickname: string; character: string }> {
  const res = await request(t.app)
    .post(`/api/classes/${classId}/children`)
    .set(teacher.headers)
    .send({ nickname: 'Mia', character: 'panda', ...input })
    .expect(201);
  return res.body;
}
