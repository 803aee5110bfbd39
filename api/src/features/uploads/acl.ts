import type { ObjectAclPolicy, ObjectVisibility } from '@ttc/shared-protocol/api/object-access';

/** One rule of an object's ACL (spec section 3): a group and what it may do. */
export type AclRule = NonNullable<ObjectAclPolicy['aclRules']>[number];

/**
 * The group types a rule may name. `user`: one account, by its id. `email`: whoever signs in
 * with that address (a rule can be written before the other person has an account).
 */
export const AclGroupType = { User: 'user', Email: 'email' } as const;
export type AclGroupType = (typeof AclGroupType)[keyof typeof AclGroupType];

const GROUP_TYPES: ReadonlySet<string> = new Set(Object.values(AclGroupType));

export function isKnownGroupType(type: string): type is AclGroupType {
  return GROUP_TYPES.has(type);
}

/** What the access rules read of an object. */
export interface AclSubject {
  ownerId: string;
  visibility: ObjectVisibility;
  aclRules: readonly AclRule[];
}

/** Who asks: a signed-in account, or null when signed out. */
export type Requester = { id: string; email: string } | null;

function inGroup(rule: AclRule, who: NonNullable<Requester>): boolean {
  if (rule.group.type === AclGroupType.User) return rule.group.id === who.id;
  if (rule.group.type === AclGroupType.Email) {
    return rule.group.id.toLowerCase() === who.email.toLowerCase();
  }
  return false;
}

/** The owner may always; otherwise a rule must grant `permission` (write includes read). */
function granted(object: AclSubject, who: Requester, permission: 'read' | 'write'): boolean {
  if (!who) return false;
  if (who.id === object.ownerId) return true;
  return object.aclRules.some(
    (rule) => inGroup(rule, who) && (rule.permission === 'write' || permission === 'read'),
  );
}

/** A public object is anyone's to read; a private one its owner's and its read or write groups'. */
export function canRead(object: AclSubject, who: Requester): boolean {
  return object.visibility === 'public' || granted(object, who, 'read');
}

/** Changing the ACL: the owner, or a group with a write rule. */
export function canWrite(object: AclSubject, who: Requester): boolean {
  return granted(object, who, 'write');
}
