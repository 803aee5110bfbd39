import { describe, expect, it } from 'vitest';
import { insertTaskSchema, taskSchema, updateTaskSchema } from './tasks';

describe('insertTaskSchema', () => {
  it('When only a user and a title are given, then status is pending and priority medium', () => {
    expect(insertTaskSchema.parse({ userId: 'u1', title: 'Practise half past' })).toEqual({
      userId: 'u1',
      title: 'Practise half past',
      status: 'pending',
      priority: 'medium',
    });
  });

  it.each(['id', 'createdAt', 'updatedAt', 'completedAt', 'shareCode'])(
    'When %s is sent, then it is refused (the server sets it)',
    (field) => {
      const result = insertTaskSchema.safeParse({ userId: 'u1', title: 'T', [field]: 'x' });
      expect(result.success).toBe(false);
    },
  );

  it('When the title is blank or the user missing, then it is refused', () => {
    expect(insertTaskSchema.safeParse({ userId: 'u1', title: '  ' }).success).toBe(false);
    expect(insertTaskSchema.safeParse({ title: 'T' }).success).toBe(false);
  });

  it('When the status or priority is not in the enumeration, then it is refused', () => {
    expect(insertTaskSchema.safeParse({ userId: 'u1', title: 'T', status: 'done' }).success).toBe(
      false,
    );
    expect(insertTaskSchema.safeParse({ userId: 'u1', title: 'T', priority: 'max' }).success).toBe(
      false,
    );
  });
});

describe('updateTaskSchema', () => {
  it('When only the id is given, then nothing else is filled in', () => {
    expect(updateTaskSchema.parse({ id: 't1' })).toEqual({ id: 't1' });
  });

  it('When the id is missing or the userId is sent, then it is refused', () => {
    expect(updateTaskSchema.safeParse({ title: 'T' }).success).toBe(false);
    expect(updateTaskSchema.safeParse({ id: 't1', userId: 'u2' }).success).toBe(false);
  });

  it('When some fields change, then they are kept', () => {
    expect(updateTaskSchema.parse({ id: 't1', status: 'completed', dueDate: null })).toEqual({
      id: 't1',
      status: 'completed',
      dueDate: null,
    });
  });
});

describe('taskSchema', () => {
  it('When timestamps are ISO strings, then the task is accepted', () => {
    const now = '2025-08-01T10:00:00.000Z';
    const task = {
      id: 't1',
      userId: 'u1',
      title: 'T',
      description: null,
      status: 'pending',
      priority: 'low',
      dueDate: null,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
      classId: null,
      preset: null,
      shareCode: null,
    };
    expect(taskSchema.parse(task)).toEqual(task);
    expect(taskSchema.safeParse({ ...task, createdAt: 'yesterday' }).success).toBe(false);
  });
});
