import { isLanguage } from '@ttc/shared-protocol/clock/language';
import { isMinuteStep } from '@ttc/shared-protocol/clock/snap';
import type { ClockTime, DayPeriod } from '@ttc/shared-protocol/clock/time';
import { StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AnalogClock } from '../../../frontend/src/components/clock/analog-clock';
import { periodAfterMove } from '../../../frontend/src/components/clock/clock-text';
import { initI18n } from '../../../frontend/src/lib/i18n';
import '../../../frontend/src/styles/index.css';
import { installFrameRecorder } from './frame-recorder';

// The real AnalogClock as a screen uses it: controlled, 400 px, geared, readout on.
const bench = installFrameRecorder(
  () => document.querySelector('.analog-clock__digits')?.textContent ?? '',
);

// Query parameters try other props by hand or from browser tests, e.g.
// clock.html?time=3:45&size=300&numbers=1&hourMode=24h&period=pm&step=5&hourOnly=1&lang=fr&log=1
const params = new URLSearchParams(window.location.search);
const [h, m] = (params.get('time') ?? '12:00').split(':').map(Number);
const start: ClockTime = {
  hour: h && h >= 1 && h <= 12 ? h : 12,
  minute: m && m >= 0 && m < 60 ? m : 0,
};
const stepParam = Number(params.get('step') ?? 1);
const step = isMinuteStep(stepParam) ? stepParam : 1;
const lang = params.get('lang');
// A list of the committed changes under the clock, for trying it by hand (off in the bench).
const log = params.get('log') === '1';

function BenchClock() {
  const [time, setTime] = useState<ClockTime>(start);
  const [period, setPeriod] = useState<DayPeriod>(params.get('period') === 'pm' ? 'pm' : 'am');
  const [changes, setChanges] = useState<string[]>([]);
  return (
    <main className="main">
      <h1>Clock drag bench</h1>
      <AnalogClock
        time={time}
        period={period}
        onChange={(next, change) => {
          setPeriod((p) => periodAfterMove(time, p, change.delta));
          setTime(next);
          if (log)
            setChanges((list) => [...list, `${change.hand} ${change.source} ${change.delta}`]);
        }}
        size={Number(params.get('size') ?? 400) || 400}
        step={step}
        hourHandOnly={params.get('hourOnly') === '1'}
        showTraditionalNumbers={params.get('numbers') === '1'}
        showHelperCircles={params.get('helpers') !== '0'}
        hourMode={params.get('hourMode') === '24h' ? '24h' : '12h'}
        language={isLanguage(lang) ? lang : undefined}
      />
      <ol aria-label="Changes" hidden={!log}>
        {changes.map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ol>
    </main>
  );
}

await initI18n('en');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <BenchClock />
      </Suspense>
    </StrictMode>,
  );
}
// Ready once the sliders exist (the clock's texts load asynchronously).
const waitForClock = () => {
  if (document.querySelector('[role="slider"]')) bench.ready = true;
  else requestAnimationFrame(waitForClock);
};
waitForClock();
