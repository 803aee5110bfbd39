import { useEffect } from 'react';
import { useLearnerModel } from '../../../lib/learner/use-learner-model';

/**
 * Reports the level of the child's learner model on this device when it holds progress (null
 * when it knows nothing), once the model has loaded and whenever it changes. Loaded on its own
 * (see `useDeviceLevel`): only an adaptive room needs it, so the learner model's code is in no
 * join's first download.
 */
export function DeviceLevelProbe({ onLevel }: { onLevel: (level: number | null) => void }) {
  const { model, isLoading } = useLearnerModel();
  useEffect(() => {
    if (!isLoading) onLevel(model && model.answers > 0 ? model.level : null);
  }, [model, isLoading, onLevel]);
  return null;
}
