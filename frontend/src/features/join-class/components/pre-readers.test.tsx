import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterId } from '@ttc/shared-protocol/game/characters';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { FakeSpeechSynthesis, FakeUtterance, fakeVoice } from '../../../lib/speech/fake-speech';
import type { SuggestedName } from '../hooks/use-join-flow';
import { CharacterPicker } from './character-picker';
import { CodeEntry } from './code-entry';
import { NamePicker } from './name-picker';

function installVoices(voices = [fakeVoice('en-US')]) {
  const synth = new FakeSpeechSynthesis(voices);
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

/** The code step with the flow's rule for the code (digits only, six at most). */
function Code({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <CodeEntry
      code={code}
      onChange={(next) => setCode(next.replace(/\D/g, '').slice(0, 6))}
      onSubmit={() => onSubmit(code)}
      busy={false}
    />
  );
}

function Characters() {
  const [selected, setSelected] = useState<CharacterId | null>(null);
  return (
    <CharacterPicker
      selected={selected}
      onSelect={setSelected}
      onNext={() => {}}
      onBack={() => {}}
    />
  );
}

const NAMES: SuggestedName[] = [
  { kind: 'generated', adjective: 'happy', animal: 'panda', text: 'Happy Panda' },
  { kind: 'generated', adjective: 'brave', animal: 'fox', text: 'Brave Fox' },
];

describe('join steps for pre-readers', () => {
  beforeAll(async () => {
    await loadNamespaces(['live-student', 'clock']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('When the focus is on a keypad key, then a hardware keyboard still types, deletes and sends the code', async () => {
    const sent: string[] = [];
    render(<Code onSubmit={(code) => sent.push(code)} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('tablet-step-code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.keyboard('23459');
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Class code')).toHaveValue('12345');
    expect(screen.getByTestId('tablet-primary')).toBeDisabled();
    await user.keyboard('6');
    expect(screen.getByTestId('tablet-primary')).toBeEnabled();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['123456']);
  });

  it('When a code is pasted anywhere on the step, then its six digits fill the code', async () => {
    render(<Code onSubmit={() => {}} />);
    const key = screen.getByRole('button', { name: '7' });
    fireEvent.paste(key, { clipboardData: { getData: () => 'Code: 654 321' } });
    expect(screen.getByLabelText('Class code')).toHaveValue('654321');
    // A paste into the field itself keeps the digits too (no length cut before the flow's).
    const field = screen.getByLabelText('Class code');
    await userEvent.setup().clear(field);
    await userEvent.setup().click(field);
    await userEvent.setup().paste('111 222');
    expect(field).toHaveValue('111222');
  });

  it('When the device has a voice, then the code step can be heard and a tapped character says its name', async () => {
    const synth = installVoices();
    render(<Code onSubmit={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(synth.spoken.at(-1)?.text).toBe(
      'Type your class code. Your teacher shows a code with 6 numbers.',
    );
  });

  it('When a character is tapped on a device with a voice, then its name is said', async () => {
    const synth = installVoices();
    render(<Characters />);
    expect(screen.getByTestId('tablet-step-character')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Panda/ }));
    expect(synth.spoken.at(-1)?.text).toBe('Panda');
    expect(screen.getByRole('button', { name: /Panda/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('When the names show on a device with a voice, then each can be heard before choosing, and the first is the main action', async () => {
    const synth = installVoices();
    const joined: string[] = [];
    render(
      <NamePicker
        names={NAMES}
        typedNames={false}
        busy={false}
        onJoin={(choice) => joined.push(choice.kind === 'generated' ? choice.animal : 'typed')}
        onMore={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByTestId('tablet-step-name')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hear Brave Fox' }));
    expect(synth.spoken.at(-1)?.text).toBe('Brave Fox');
    expect(joined).toEqual([]);
    expect(screen.getByTestId('tablet-primary')).toHaveTextContent('Happy Panda');
  });

  it('When the device has no voice, then no speaker buttons show', async () => {
    installVoices([]);
    render(<Code onSubmit={() => {}} />);
    render(<Characters />);
    expect(screen.queryByRole('button', { name: /Read aloud|Hear/ })).not.toBeInTheDocument();
  });
});
