import { type ComponentType, useCallback, useRef, useState } from 'react';

type Probe = ComponentType<{ onLevel: (level: number | null) => void }>;

/** How long a join waits for the device's learner model before the child picks a level. */
const LEVEL_WAIT_MS = 5000;

/**
 * The level of the child's learner model on this device, loaded on first ask: `deviceLevel()`
 * resolves with it (null when the device knows nothing, when the model's code cannot load, or
 * after 5 s), and `probe` is the element to render meanwhile (it reads the model).
 */
export function useDeviceLevel(): {
  deviceLevel: () => Promise<number | null>;
  probe: React.ReactNode;
} {
  const [Probe, setProbe] = useState<Probe | null>(null);
  const known = useRef<{ level: number | null } | null>(null);
  const waiters = useRef(new Set<(level: number | null) => void>());
  const asked = useRef(false);

  const onLevel = useCallback((level: number | null) => {
    known.current = { level };
    for (const wake of waiters.current) wake(level);
    waiters.current.clear();
  }, []);

  const deviceLevel = useCallback((): Promise<number | null> => {
    if (known.current) return Promise.resolve(known.current.level);
    if (!asked.current) {
      asked.current = true;
      import('../components/device-level-probe').then(
        (m) => setProbe(() => m.DeviceLevelProbe),
        () => onLevel(null),
      );
    }
    return new Promise((resolve) => {
      const wake = (level: number | null) => {
        clearTimeout(timer);
        resolve(level);
      };
      const timer = setTimeout(() => {
        waiters.current.delete(wake);
        resolve(null);
      }, LEVEL_WAIT_MS);
      waiters.current.add(wake);
    });
  }, [onLevel]);

  return { deviceLevel, probe: Probe ? <Probe onLevel={onLevel} /> : null };
}
