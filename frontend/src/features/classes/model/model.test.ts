import { describe, expect, it } from 'vitest';
import { CHILD_LABEL_MAX_LENGTH, readChildLabels, writeChildLabel } from './child-labels';
import { classNameProblem, nicknameProblem } from './class-form';
import { fileSlug, heatLevel, percent } from './stats';

describe('class form checks', () => {
  it('When a class name is blank or longer than 60 characters, then it is refused', () => {
    expect(classNameProblem('   ')).toBe('nameRequired');
    expect(classNameProblem('x'.repeat(61))).toBe('nameTooLong');
    expect(classNameProblem(` ${'x'.repeat(60)} `)).toBeNull();
  });

  it('When a nickname is too short, too long or taken (case and accents ignored), then it is refused', () => {
    expect(nicknameProblem(' a ', [])).toBe('nicknameTooShort');
    expect(nicknameProblem('x'.repeat(21), [])).toBe('nicknameTooLong');
    expect(nicknameProblem('ZOË', ['zoe'])).toBe('nicknameTaken');
    expect(nicknameProblem('Zoe', ['Zack'])).toBeNull();
  });
});

describe('stats', () => {
  it('When shares and shades are computed, then empty counts stay apart from zero', () => {
    expect(percent(0, 0)).toBeNull();
    expect(percent(2, 3)).toBe(67);
    expect([0, 1, 2, 3, 4].map((n) => heatLevel(n, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(1, 10)).toBe(1);
    expect(fileSlug('Salle 4 — Les Mésanges!')).toBe('salle-4-les-mesanges');
    expect(fileSlug('!!!')).toBe('class');
  });
});

describe('child labels', () => {
  it('When labels are written, then they are kept per class on this device, trimmed, and blank removes them', () => {
    writeChildLabel('class-a', 'child-1', '  Sam B. ');
    writeChildLabel('class-a', 'child-2', 'x'.repeat(CHILD_LABEL_MAX_LENGTH + 5));
    expect(readChildLabels('class-a')).toEqual({
      'child-1': 'Sam B.',
      'child-2': 'x'.repeat(CHILD_LABEL_MAX_LENGTH),
    });
    expect(readChildLabels('class-b')).toEqual({});
    writeChildLabel('class-a', 'child-1', ' ');
    writeChildLabel('class-a', 'child-2', '');
    expect(localStorage.getItem('ttc.class-labels.class-a')).toBeNull();
  });

  it('When the stored labels are not valid JSON, then none are read', () => {
    localStorage.setItem('ttc.class-labels.class-c', '{oops');
    expect(readChildLabels('class-c')).toEqual({});
  });
});
