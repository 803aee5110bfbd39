import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyAnswer, createGameState, nextQuestion } from '@ttc/shared-protocol/game/game-state';
import { generateQuestions } from '@ttc/shared-protocol/game/generate-questions';
import type { Question } from '@ttc/shared-protocol/game/question';
import { DEFAULT_GAME_SETTINGS } from '@ttc/shared-protocol/game/settings';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast/toaster';
import { readAnswerHistory } from '../../../lib/guest-progress/answer-history';
import { parseGameSettings } from '../../../lib/guest-progress/game-settings';
import { readGuestProgress, requestGuestRestore } from '../../../lib/guest-progress/guest-progress';
import { saveStudentGameProgress } from '../../../lib/guest-progress/student-game-progress';
import { loadNamespaces } from '../../../lib/i18n';
import { playSound } from '../../../lib/sound/sound';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../../lib/speech/fake-speech';
import { optionText } from '../model/question-text';
import { StudentGameKey } from '../model/storage-keys';
import { StudentGameScreen } from './student-game-screen';
import { WaitingView } from './waiting-view';

vi.mock('../../../lib/sound/sound', () => ({
  Sound: { correct: 'correct', incorrect: 'incorrect', complete: 'complete' },
  playSound: vi.fn(async () => {}),
  warmUpSounds: vi.fn(),
}));
const reloadPage = vi.fn();
vi.mock('../model/reload-page', () => ({ reloadPage: () => reloadPage() }));

const CORRECT_MESSAGES = [
  "Excellent work! You're getting great at telling time!",
  'Perfect! You read that clock correctly!',
  "Amazing! You're becoming a time-telling expert!",
  'Wonderful! You got it exactly right!',
  'Fantastic! Keep up the great work!',
];
const INCORRECT_MESSAGES = (time: string) => [
  `Good try! The correct time was ${time}`,
  `Almost there! The answer was ${time}. Keep practicing!`,
  `Nice effort! Remember the correct time was ${time}. Look at both hands carefully.`,
  `Good attempt! The correct answer was ${time}. This helps you learn!`,
  `Keep trying! The right time was ${time}. You're learning with each question!`,
];

beforeAll(async () => {
  await loadNamespaces(['student-game', 'tour', 'clock']);
});

beforeEach(() => {
  vi.mocked(playSound).mockClear();
  // The tips tour opens on a first visit; most tests start as a returning player.
  localStorage.setItem(StudentGameKey.tips, 'completed');
  // These tests play free practice, where the settings decide the questions; the game by level
  // (the default) is tested in model/game-flow-by-level.test.ts and tests/e2e/learning.spec.ts.
  localStorage.setItem(StudentGameKey.playMode, 'free');
  reloadPage.mockClear();
});

function renderGame() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/student-game']}>
      <StudentGameScreen />
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The game's questions, rebuilt from the seed and settings it saved on the device. */
function savedQuestions(): Question[] {
  const progress = readGuestProgress();
  const payload = progress?.payload as { gameState: { seed: number }; settings: unknown };
  return generateQuestions(payload.gameState.seed, parseGameSettings(payload.settings).settings);
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Answer' });

function optionButton(question: Question, label: string) {
  return screen.getByRole('button', { name: optionText(question, label, 'en') });
}

function wrongLabel(question: Question): string {
  if (question.type === 'set_time') throw new Error('not a choice question');
  const label = question.options.find((o) => o !== question.correctLabel);
  if (!label) throw new Error('no wrong option');
  return label;
}

describe('Student Game: one question', () => {
  it('When the game opens, then the header, progress, question and 4 answers show and Submit is disabled', () => {
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Game' })).toBeInTheDocument();
    expect(screen.getByText('Student', { selector: '.game-header__name' })).toBeInTheDocument();
    expect(screen.getByText('0 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to menu/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Playground' })).toHaveAttribute('href', '/playground');
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 10',
    );
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What time does the clock show?' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'What time does the clock show?' });
    expect(within(group).getAllByRole('button')).toHaveLength(4);
    expect(submitButton()).toBeDisabled();
    expect(document.title).toBe('Student Game · Tick Tock Class');
  });

  it('When an answer is chosen and submitted, then the feedback dialog praises it and Continue moves on', async () => {
    const { user } = renderGame();
    const [q1] = savedQuestions() as [Question];
    if (q1.type === 'set_time') throw new Error('expected a choice question');
    await user.click(optionButton(q1, q1.correctLabel));
    expect(optionButton(q1, q1.correctLabel)).toHaveAttribute('aria-pressed', 'true');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Excellent!' });
    expect(CORRECT_MESSAGES).toContain(within(dialog).getAllByRole('paragraph')[0]?.textContent);
    expect(submitButton()).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();

    // Neither Escape nor a click outside dismisses it.
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.game-modal__backdrop') as HTMLElement;
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Excellent!' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByText('100 points')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 / 10');
    expect(submitButton()).toBeDisabled();
    expect(screen.getAllByRole('button', { pressed: true }).length).toBeLessThanOrEqual(1);
  });

  it('When a wrong answer is submitted, then "Good Try!" names the correct time and the answer is recorded with its misconception', async () => {
    const { user } = renderGame();
    const [q1] = savedQuestions() as [Question];
    if (q1.type === 'set_time') throw new Error('expected a choice question');
    await user.click(optionButton(q1, wrongLabel(q1)));
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Good Try!' });
    const message = within(dialog).getAllByRole('paragraph')[0]?.textContent;
    expect(INCORRECT_MESSAGES(q1.correctLabel)).toContain(message);
    expect(within(dialog).getByText('Tip:')).toBeInTheDocument();

    const [record] = readAnswerHistory();
    expect(record).toMatchObject({ questionId: 1, correct: false, expected: q1.correctLabel });
    expect(record?.tag).not.toBeNull();
    expect(record?.matches.length).toBeGreaterThan(0);
    expect(screen.getByText('0 points')).toBeInTheDocument();
  });
});

describe('Student Game: a whole game', () => {
  it('When ten questions are answered, then the results show the score, the count, the character and each answer, and Play again reloads', async () => {
    const { user } = renderGame();
    const questions = savedQuestions();
    for (const [i, q] of questions.entries()) {
      if (q.type === 'set_time') throw new Error('expected choice questions by default');
      const right = i % 3 !== 0; // questions 1, 4, 7, 10 wrong
      await user.click(optionButton(q, right ? q.correctLabel : wrongLabel(q)));
      await user.click(submitButton());
      const dialog = await screen.findByRole('dialog', {
        name: right ? 'Excellent!' : 'Good Try!',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    }
    expect(await screen.findByRole('heading', { name: 'Great job!' })).toBeInTheDocument();
    expect(screen.getByText('600 points', { selector: '.results__score' })).toBeInTheDocument();
    expect(screen.getByText('6 of 10 right')).toBeInTheDocument();
    expect(screen.getByText(/is proud of you!/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText(/Correct answer:/)).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/progress',
    );
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
    expect(readAnswerHistory()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(playSound).mock.calls.map(([sound]) => sound)).toEqual([
      ...questions.map((_, i) => (i % 3 !== 0 ? 'correct' : 'incorrect')),
      'complete',
    ]);
  });
});

describe('Student Game: read aloud', () => {
  it('When the speaker is pressed, then the question is read in words at the chosen speed', async () => {
    localStorage.setItem(StudentGameKey.questionTypes, JSON.stringify(['set_time']));
    localStorage.setItem(StudentGameKey.readingSpeed, 'normal');
    const synth = new FakeSpeechSynthesis([fakeVoice('en-US')]);
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { user } = renderGame();
    await user.click(screen.getByRole('button', { name: 'Read the question aloud' }));
    const [spoken] = synth.spoken;
    expect(spoken?.text).toMatch(/^Set the clock to [a-z' -]+\.$/);
    expect(spoken?.lang).toMatch(/^en/);
  });

  it('When the browser cannot speak, then there is no speaker button', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderGame();
    expect(screen.queryByRole('button', { name: 'Read the question aloud' })).toBeNull();
  });
});

describe('Student Game: settings', () => {
  it('When settings change, then they apply at once, follow the rules and are remembered', async () => {
    const { user } = renderGame();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Settings' });

    // 24-hour on, then elapsed time forces it off and locks it.
    await user.click(within(dialog).getByRole('radio', { name: '24-hour' }));
    expect(localStorage.getItem(StudentGameKey.use24Hour)).toBe('true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'How long?' }));
    expect(within(dialog).getByRole('radio', { name: '12-hour' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '24-hour' })).toBeDisabled();
    expect(localStorage.getItem(StudentGameKey.use24Hour)).toBe('false');

    // The traditional face forces helper circles off.
    await user.click(within(dialog).getByRole('radio', { name: 'Numbers 1 to 12' }));
    const circles = within(dialog).getByRole('checkbox', { name: /Helper circles/ });
    expect(circles).not.toBeChecked();
    expect(circles).toBeDisabled();
    expect(localStorage.getItem(StudentGameKey.showTraditionalNumbers)).toBe('true');
    expect(localStorage.getItem(StudentGameKey.showHelperCircles)).toBe('false');

    // At least one question type stays on.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pick the time' }));
    const last = within(dialog).getByRole('checkbox', { name: 'How long?' });
    expect(last).toBeChecked();
    expect(last).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(StudentGameKey.questionTypes) ?? '[]')).toEqual([
      'elapsed_time',
    ]);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Time difficulty' }),
      '15',
    );
    expect(localStorage.getItem(StudentGameKey.difficulty)).toBe('15');
    await user.click(within(dialog).getByRole('radio', { name: 'Fast' }));
    expect(localStorage.getItem(StudentGameKey.readingSpeed)).toBe('fast');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    // The unanswered questions follow the new types at once.
    expect(
      screen.getByRole('heading', { level: 2, name: /^How long|^What time is it/ }),
    ).toBeInTheDocument();
  });

  it('When the language is changed in the settings, then the game speaks it at once', async () => {
    const { user } = renderGame();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Settings' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schülerspiel' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Schüler', { selector: '.game-header__name' })).toBeInTheDocument();
    expect(localStorage.getItem(StudentGameKey.language)).toBe('de');
    expect(localStorage.getItem('shared_language')).toBe('de');
  });

  it('When stored settings are corrupt, then they are logged and the defaults used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(StudentGameKey.questionTypes, '{oops');
    localStorage.setItem(StudentGameKey.difficulty, '7');
    localStorage.setItem(StudentGameKey.use24Hour, '"yes"');
    localStorage.setItem('guestProgress', 'not json');
    localStorage.setItem('restoreGuestProgress', 'true');
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Student Game' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('studentGame_questionTypes'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('studentGame_difficulty'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('studentGame_use24Hour'));
    warn.mockRestore();
  });
});

describe('Student Game: set the clock', () => {
  it('When a set-the-clock question opens, then Submit waits until the clock is moved', async () => {
    localStorage.setItem(StudentGameKey.questionTypes, JSON.stringify(['set_time']));
    const { user } = renderGame();
    const [q1] = savedQuestions() as [Question];
    expect(q1.type).toBe('set_time');
    expect(
      screen.getByRole('heading', { level: 2, name: /^Set the clock to/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Set the clock/ })).toBeNull();
    expect(submitButton()).toBeDisabled();
    const minute = screen.getByRole('slider', { name: 'Minute hand' });
    act(() => minute.focus());
    await user.keyboard('{ArrowUp}');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(readAnswerHistory()[0]?.answer.kind).toBe('clock');
  });
});

describe('Student Game: tips tour', () => {
  it('When the game is opened the first time, then the 8-step tour shows and is remembered after Complete', async () => {
    localStorage.removeItem(StudentGameKey.tips);
    const { user } = renderGame();
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    const titles = ['Your score', 'How far you are', 'The question', 'Pick an answer'];
    for (const title of [...titles, 'The clock', 'Submit', 'Settings']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(StudentGameKey.tips)).toBe('completed');

    await user.click(screen.getByRole('button', { name: 'Show tips' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
  });
});

describe('Student Game: restore after sign-in', () => {
  it('When the restore flag and a saved game exist, then the game resumes there and the guest data is cleared', () => {
    const saved = { ...DEFAULT_GAME_SETTINGS, difficulty: '15' as const };
    const questions = generateQuestions(41, saved);
    let state = createGameState({ seed: 41 });
    for (const q of questions.slice(0, 3)) {
      const given =
        q.type === 'set_time'
          ? { kind: 'clock' as const, time: q.metadata.targetTime }
          : { kind: 'choice' as const, label: q.correctLabel };
      const result = applyAnswer(state, q, given, 1000);
      if (!result.ok) throw new Error(result.error);
      state = nextQuestion(result.state);
    }
    saveStudentGameProgress({ gameState: state, settings: saved, activeTimeMs: 5000, now: 1 });
    requestGuestRestore();
    localStorage.setItem('postLoginRedirect', '/student-game');

    renderGame();
    expect(screen.getByText('Question 4 of 10')).toBeInTheDocument();
    expect(screen.getByText('300 points')).toBeInTheDocument();
    expect(localStorage.getItem('restoreGuestProgress')).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
    expect(localStorage.getItem(StudentGameKey.difficulty)).toBe('15');
    // The running game is saved again as guest progress, from where it resumed.
    expect(readGuestProgress()?.payload).toMatchObject({ currentQuestion: 3 });
  });
});

describe('Student Game: page details', () => {
  it('When the page starts, then it carries the preload class until it has loaded', async () => {
    renderGame();
    expect(document.body).toHaveClass('preload');
    await waitFor(() => expect(document.body).not.toHaveClass('preload'));
  });

  it('When the sound switch is pressed, then sounds go off and the device remembers it', async () => {
    const { user } = renderGame();
    const sounds = screen.getByRole('button', { name: 'Sounds' });
    expect(sounds).toHaveAttribute('aria-pressed', 'true');
    await user.click(sounds);
    expect(sounds).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('soundMuted')).toBe('true');
  });
});

describe('Student Game: waiting', () => {
  it('When there is no current question, then the waiting texts show', () => {
    render(<WaitingView />);
    expect(screen.getByText('Waiting for next question...')).toBeInTheDocument();
    expect(screen.getByText('The teacher will start the questions soon!')).toBeInTheDocument();
  });
});

describe('Student Game: device storage', () => {
  it('When the device remembers a player name, then the header shows it', () => {
    localStorage.setItem(StudentGameKey.studentName, 'Mia');
    renderGame();
    expect(screen.getByText('Mia', { selector: '.game-header__name' })).toBeInTheDocument();
    expect(readGuestProgress()?.payload).toMatchObject({ gameState: { studentName: 'Mia' } });
  });

  it('When the game starts, then the guest progress holds the index, the game state and the settings', () => {
    renderGame();
    const progress = readGuestProgress();
    expect(progress?.page).toBe('student-game');
    expect(progress?.payload).toMatchObject({
      currentQuestion: 0,
      gameState: { score: 0, totalQuestions: 10, isComplete: false },
      settings: { use24Hour: false, clockFace: 'dots', showHelperCircles: true },
    });
  });

  it('When a character was never chosen, then one is chosen and remembered', () => {
    const first = renderGame();
    const chosen = localStorage.getItem(StudentGameKey.character);
    expect(chosen).toBeTruthy();
    first.unmount();
    renderGame();
    expect(localStorage.getItem(StudentGameKey.character)).toBe(chosen);
  });
});
