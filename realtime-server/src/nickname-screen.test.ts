import { describe, expect, it } from 'vitest';
import { createNicknameScreen } from './nickname-screen';

const screen = createNicknameScreen();

describe('createNicknameScreen', () => {
  it.each([
    'Mia',
    'Happy Fox',
    'Lukas',
    'Zoé',
    'Barsch',
    'Scunthorpe',
    'Hancock',
    'Anna-Lena',
    'Cassie',
    'Bärbel',
  ])('[NS1] When a child types an ordinary name (%s), then it passes', (name) => {
    expect(screen(name)).toBe(true);
  });

  it.each([
    ['en', 'fuck'],
    ['en', 'Fuuuck'],
    ['en', 'sh1t face'],
    ['en', 'B1tch'],
    ['de', 'Arschloch'],
    ['de', 'arsch'],
    ['es', 'Cabrón'],
    ['es', 'gilipollas'],
    ['fr', 'connard'],
    ['fr', 'Salope'],
    ['it', 'stronzo'],
    ['it', 'vaffanculo'],
  ])('[NS2] When a name holds a swear word (%s: %s), then it is refused', (_language, name) => {
    expect(screen(name)).toBe(false);
  });
});
