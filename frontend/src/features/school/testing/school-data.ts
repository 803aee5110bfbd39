import type { SchoolAnalytics } from '@ttc/shared-protocol/api/analytics';
import type {
  MySchool,
  SchoolClassList,
  SchoolMember,
  SchoolSessionList,
} from '@ttc/shared-protocol/api/school';

// Builders for the school screens' tests (override any field).

export const ADMIN_ID = '0b6b1c1e-0000-4000-8000-000000000001';
export const TEACHER_ID = '0b6b1c1e-0000-4000-8000-000000000002';
export const INVITE_ID = '0b6b1c1e-0000-4000-8000-000000000003';
export const CLASS_ID = '0b6b1c1e-0000-4000-8000-000000000004';
export const SESSION_ID = '0b6b1c1e-0000-4000-8000-000000000005';

export function member(overrides: Partial<SchoolMember> = {}): SchoolMember {
  return {
    userId: TEACHER_ID,
    email: 'grace@example.com',
    name: 'Grace Hopper',
    role: 'teacher',
    joinedAt: '2026-03-02T09:00:00.000Z',
    classCount: 2,
    sessionCount: 5,
    ...overrides,
  };
}

export function adminSchool(overrides: Partial<NonNullable<MySchool['school']>> = {}): MySchool {
  return {
    school: {
      id: '0b6b1c1e-0000-4000-8000-0000000000aa',
      name: 'Maple Grove Primary',
      role: 'admin',
      members: [
        member({ userId: ADMIN_ID, email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' }),
        member(),
      ],
      invites: [
        {
          id: INVITE_ID,
          email: 'alan@example.com',
          createdAt: '2026-03-01T09:00:00.000Z',
          expiresAt: '2026-03-08T09:00:00.000Z',
        },
      ],
      ...overrides,
    },
  };
}

export function classes(): SchoolClassList {
  return {
    classes: [
      {
        id: CLASS_ID,
        teacherId: TEACHER_ID,
        name: 'Owls 1B',
        grade: '1',
        language: 'en',
        childCount: 24,
        createdAt: '2026-03-02T09:00:00.000Z',
        updatedAt: '2026-03-02T09:00:00.000Z',
        teacherName: 'Grace Hopper',
        teacherEmail: 'grace@example.com',
      },
    ],
  };
}

export function sessions(
  nextCursor: string | null = null,
  id = SESSION_ID,
  className: string | null = 'Owls 1B',
): SchoolSessionList {
  return {
    sessions: [
      {
        id,
        roomCode: '123456',
        startedAt: Date.UTC(2026, 2, 3, 9, 0),
        endedAt: Date.UTC(2026, 2, 3, 9, 10),
        endReason: 'completed',
        playerCount: 21,
        questionCount: 10,
        averageScore: 512.5,
        classId: className ? CLASS_ID : null,
        mostMissedQuestion: null,
        teacherId: TEACHER_ID,
        teacherName: 'Grace Hopper',
        teacherEmail: 'grace@example.com',
        className,
      },
    ],
    nextCursor,
  };
}

export function analytics(overrides: Partial<SchoolAnalytics> = {}): SchoolAnalytics {
  return {
    answered: 200,
    correct: 150,
    skills: [
      { skill: 'oclock', answered: 100, correct: 90 },
      { skill: 'half', answered: 100, correct: 60 },
      { skill: 'quarter', answered: 0, correct: 0 },
    ],
    tagTrend: [
      {
        month: '2026-02',
        answered: 100,
        tags: [
          { tag: 'hands_swapped', count: 10 },
          { tag: 'past_to_reversed', count: 2 },
        ],
      },
      { month: '2026-03', answered: 100, tags: [{ tag: 'hands_swapped', count: 4 }] },
    ],
    teachers: [
      {
        teacherId: TEACHER_ID,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        classCount: 2,
        sessionCount: 5,
        answered: 200,
        correct: 150,
      },
    ],
    ...overrides,
  };
}
