import type {
  HostView,
  PlayerDelta,
  PodiumStepEvent,
  Progress,
} from '@ttc/shared-protocol/classroom/view-schemas';

/** One server event for the host, as the screen folds it into its view. */
export type HostEvent =
  | { type: 'room:host'; payload: HostView }
  | { type: 'room:progress'; payload: Progress }
  | { type: 'room:player'; payload: PlayerDelta }
  | { type: 'room:podium'; payload: PodiumStepEvent };

/**
 * The host's room after one more server event. `room:host` is the whole room; the others are
 * small deltas sent between full views (the answer counter, one seat, the podium timeline).
 * A delta that arrives before any full view is kept for nothing: the full view follows it.
 */
export function applyHostEvent(view: HostView | null, event: HostEvent): HostView | null {
  if (event.type === 'room:host') return event.payload;
  if (!view) return null;
  switch (event.type) {
    case 'room:progress': {
      // A counter for another question (late, coalesced) is ignored.
      if (view.question?.index !== event.payload.questionIndex) return view;
      return { ...view, progress: event.payload };
    }
    case 'room:player': {
      const { player, playerCount, connectedCount } = event.payload;
      const known = view.players.some((p) => p.playerId === player.playerId);
      const players = known
        ? view.players.map((p) => (p.playerId === player.playerId ? player : p))
        : [...view.players, player];
      return { ...view, players, playerCount, connectedCount };
    }
    case 'room:podium': {
      if (!view.podium) return view;
      const { step, stepName } = event.payload;
      if (step <= view.podium.step) return view;
      return { ...view, podium: { ...view.podium, step, stepName } };
    }
  }
}
