import { useEffect, useState } from 'react';
import { getSpeechSynthesis, getVoices } from './speech';

/**
 * The browser's voices, kept up to date: Chrome and Safari load them after the page starts and
 * announce it with `voiceschanged`. Empty where there is no speech synthesis or no voice.
 */
export function useSpeechVoices(): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => getVoices());
  useEffect(() => {
    const synth = getSpeechSynthesis();
    if (!synth) return;
    const update = () => setVoices(getVoices(synth));
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, []);
  return voices;
}
