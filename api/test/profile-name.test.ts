import { describe, expect, it } from 'vitest';
import { splitFullName } from '../src/features/profile/full-name';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada King Lovelace', 'Ada', 'King Lovelace'],
    ['  Ada \t  King\nLovelace  ', 'Ada', 'King Lovelace'],
    ['Cher', 'Cher', null],
    ['José Ñúñez', 'José', 'Ñúñez'],
  ])('When the full name is %j, then first %j and last %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it('When a part is longer than the 50-character columns, then it is cut to 50', () => {
    const { firstName, lastName } = splitFullName(`${'a'.repeat(60)} ${'b'.repeat(39)}`);
    expect(firstName).toBe('a'.repeat(50));
    expect(lastName).toBe('b'.repeat(39));
    expect(splitFullName(`A ${'b'.repeat(20)} ${'c'.repeat(40)}`).lastName).toBe(
      `${'b'.repeat(20)} ${'c'.repeat(29)}`,
    );
  });

  it('When the cut falls after a space, then the last name does not end in one', () => {
    expect(splitFullName(`A ${'b'.repeat(49)} c`).lastName).toBe('b'.repeat(49));
  });

  it('When characters lie outside the BMP, then they count once each, as Postgres counts them', () => {
    const emoji = '😀'.repeat(60);
    const { firstName } = splitFullName(emoji);
    expect(Array.from(firstName)).toHaveLength(50);
    expect(firstName).toBe('😀'.repeat(50));
  });
});
