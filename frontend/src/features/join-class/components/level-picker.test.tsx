import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnerFromAnswers } from '@ttc/shared-protocol/game/learner/learner-model';
import type { SuggestNamesAck } from '@ttc/shared-protocol/realtime/acks';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendAnswerRecord } from '../../../lib/guest-progress/answer-history';
import { deviceLearnerAnswers } from '../../../lib/guest-progress/learner-answers';
import { loadNamespaces } from '../../../lib/i18n';
import { createClassroomConnection } from '../../../lib/realtime/classroom-connection';
import { FakeClassroomSocket } from '../../../lib/realtime/testing/fake-classroom-socket';
import { JoinClassScreen, type SessionScreenProps } from './join-class-screen';
import { LevelPicker } from './level-picker';

/** Three right placement answers on this device: its learner model puts the child at level 6. */
function placedAtLevelSix() {
  [0, 30, 15].forEach((minute, i) => {
    const expected = `3:${String(minute).padStart(2, '0')}`;
    appendAnswerRecord({
      questionId: i + 1,
      type: 'multiple_choice',
      difficulty: '15',
      answer: { kind: 'choice', label: expected },
      expected,
      correct: true,
      tag: null,
      matches: [],
      answeredAt: 1_750_000_000_000 + i * 1000,
      responseMs: 2000,
      level: 1,
      purpose: 'placement',
    });
  });
}

const TOKEN = 'T'.repeat(32);
const NAMES: SuggestNamesAck['names'] = [
  { kind: 'generated', adjective: 'happy', animal: 'panda', text: 'Happy Panda' },
];

function Session({ seat }: SessionScreenProps) {
  return <p>In the game as {seat.nickname}</p>;
}

function renderJoin(adaptive: boolean) {
  const fake = new FakeClassroomSocket();
  fake.answer('session:ping', () => ({ ok: true, data: { serverTime: Date.now() } }));
  fake.answer('room:suggest-names', () => ({ ok: true, data: { names: NAMES, adaptive } }));
  fake.answer('room:join', ({ character }) => ({
    ok: true,
    data: { playerId: 'player-1', nickname: 'Happy Panda', character, rejoinToken: TOKEN },
  }));
  const openConnection = async () => {
    const connection = createClassroomConnection(fake.asSocket(), {
      window: new EventTarget() as unknown as Window,
    });
    queueMicrotask(() => fake.accept());
    return connection;
  };
  render(
    <MemoryRouter initialEntries={['/join?code=123456']}>
      <JoinClassScreen Session={Session} openConnection={openConnection} />
    </MemoryRouter>,
  );
  return { fake, events: userEvent.setup() };
}

async function toCharacter(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getByRole('button', { name: 'Go!' }));
  await events.click(await screen.findByRole('button', { name: /Panda/ }));
  await events.click(screen.getByRole('button', { name: 'Next' }));
}

describe('the level step (each child at their own level)', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await loadNamespaces(['live-student', 'student-game', 'clock']);
  });

  it('When the picker shows, then it offers twelve big levels, each a clock and its number, easiest first, and says which is picked', async () => {
    const picked: number[] = [];
    let next = 0;
    render(
      <LevelPicker
        selected={3}
        onPick={(level) => picked.push(level)}
        onNext={() => {
          next += 1;
        }}
        onBack={() => {}}
      />,
    );
    const step = screen.getByTestId('tablet-step-level');
    expect(within(step).getByRole('heading', { name: 'Pick your level' })).toBeVisible();
    const levels = within(step).getAllByRole('button', { name: /^Level \d+$/ });
    expect(levels.map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `Level ${i + 1}`),
    );
    expect(levels[2]).toHaveAttribute('aria-pressed', 'true');
    expect(levels[0]).toHaveAttribute('aria-pressed', 'false');
    // Each button shows a clock picture and a big number (hidden from screen readers: the
    // button's name says it).
    expect(levels[4]?.querySelector('svg')).not.toBeNull();
    expect(levels[4]).toHaveTextContent('5');
    const events = userEvent.setup();
    await events.click(levels[6] as HTMLElement);
    expect(picked).toEqual([7]);
    expect(next).toBe(0);
    await events.click(within(step).getByTestId('tablet-primary'));
    expect(next).toBe(1);
  });

  it('When the room is adaptive and the device knows nothing of the child, then the child picks a level before the names and the join sends it', async () => {
    const { fake, events } = renderJoin(true);
    await toCharacter(events);
    expect(await screen.findByTestId('tablet-step-level')).toBeVisible();
    // Next waits for a level; a tap may be changed before Next.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Level 9' }));
    await events.click(screen.getByRole('button', { name: 'Level 4' }));
    expect(screen.getByRole('button', { name: 'Level 4' })).toHaveAttribute('aria-pressed', 'true');
    await events.click(screen.getByRole('button', { name: 'Next' }));
    await events.click(await screen.findByRole('button', { name: 'Happy Panda' }));
    expect(await screen.findByText('In the game as Happy Panda')).toBeVisible();
    expect(fake.sentOf('room:join')).toEqual([expect.objectContaining({ level: 4 })]);
  });

  it("When the room is adaptive and the device holds the child's progress, then no level is asked and the join sends the device's level", async () => {
    placedAtLevelSix();
    expect(learnerFromAnswers(deviceLearnerAnswers()).level).toBe(6);
    const { fake, events } = renderJoin(true);
    await toCharacter(events);
    await events.click(await screen.findByRole('button', { name: 'Happy Panda' }));
    expect(await screen.findByText('In the game as Happy Panda')).toBeVisible();
    expect(screen.queryByTestId('tablet-step-level')).toBeNull();
    expect(fake.sentOf('room:join')).toEqual([expect.objectContaining({ level: 6 })]);
  });

  it('When the room is not adaptive, then no level is asked and none is sent', async () => {
    const { fake, events } = renderJoin(false);
    await toCharacter(events);
    await events.click(await screen.findByRole('button', { name: 'Happy Panda' }));
    expect(await screen.findByText('In the game as Happy Panda')).toBeVisible();
    expect(fake.sentOf('room:join')[0]).not.toHaveProperty('level');
  });
});
