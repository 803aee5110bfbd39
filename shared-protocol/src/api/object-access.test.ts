import { describe, expect, it } from 'vitest';
import { objectAccessSchema, objectAclPolicySchema } from './object-access';

function firstMessage(input: unknown): string | undefined {
  const result = objectAccessSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const path = '/objects/uploads/0f8c2a1e-9b7d-4c3a-8e21-5d6f7a8b9c0d';

describe('objectAccessSchema', () => {
  it('When the path is a server-generated upload path, then it is accepted', () => {
    expect(firstMessage({ owner: 'user-1', objectPath: path })).toBeUndefined();
  });

  it.each([undefined, ''])('When the owner is %j, then it says "Owner is required"', (owner) => {
    expect(firstMessage({ owner, objectPath: path })).toBe('Owner is required');
  });

  it.each([undefined, ''])(
    'When the object path is %j, then it says "Object path is required"',
    (objectPath) => {
      expect(firstMessage({ owner: 'user-1', objectPath })).toBe('Object path is required');
    },
  );

  it.each([
    '/objects/uploads/ABCDEF',
    '/objects/uploads/../secret',
    '/objects/other/abc',
    'objects/uploads/abc',
    '/objects/uploads/',
    `${path}/x`,
    `${path}?x=1`,
  ])('When the object path is %j, then it is not a server-generated upload path', (objectPath) => {
    expect(firstMessage({ owner: 'user-1', objectPath })).toBe(
      'Invalid object path format - must be a server-generated upload path',
    );
  });
});

describe('objectAclPolicySchema', () => {
  it('When rules name a group and a permission, then the policy is accepted', () => {
    const policy = {
      owner: 'user-1',
      visibility: 'private',
      aclRules: [{ group: { type: 'class', id: 'c1' }, permission: 'read' }],
    };
    expect(objectAclPolicySchema.parse(policy)).toEqual(policy);
  });

  it('When the permission is not read or write, then it is refused', () => {
    const policy = {
      owner: 'user-1',
      visibility: 'public',
      aclRules: [{ group: { type: 'class', id: 'c1' }, permission: 'delete' }],
    };
    expect(objectAclPolicySchema.safeParse(policy).success).toBe(false);
  });
});
