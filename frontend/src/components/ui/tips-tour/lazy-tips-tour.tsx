import { lazy, Suspense } from 'react';
import { useIdle } from '../../../lib/use-idle-preload';
import type { TipsTourProps } from './tips-tour';

const TipsTour = lazy(() => import('./tips-tour').then((m) => ({ default: m.TipsTour })));

/**
 * TipsTour, loaded only when the tour opens: most visits never show it, so its code stays out
 * of the screen's first load. A tour that opens by itself (a first visit) waits until the
 * browser is idle after the screen's first paint, so it is not part of that load either. Same
 * props as TipsTour.
 */
export function LazyTipsTour(props: TipsTourProps) {
  const idle = useIdle();
  if (!props.tour.isOpen || !idle) return null;
  return (
    <Suspense fallback={null}>
      <TipsTour {...props} />
    </Suspense>
  );
}
