import type { MisconceptionTag } from './misconceptions';
import type { Rng } from './random';

/** Weight factor of a tag the child's level does not teach: rarer, never gone. */
export const OFF_LEVEL_FACTOR = 0.2;
/** How much a child's own recent rate of a misconception raises its weight (rate 1 -> 7x). */
export const OWN_RATE_BOOST = 6;

/** What weighs a distractor tag: the level's tags and the child's own recent rates. */
export type DistractorWeighting = {
  /** Tags active at the child's level; when left out, every tag counts as active. */
  levelTags?: readonly MisconceptionTag[];
  /** The child's recent rate of each misconception (>= 0); missing tags count as 0. */
  tagWeights?: Partial<Record<MisconceptionTag, number>>;
};

/**
 * How likely a misconception is to be offered as a wrong option:
 * (active at the level ? 1 : 0.2) * (1 + 6 * the child's rate of it). A rate that is negative
 * or not a finite number counts as 0.
 */
export function distractorWeight(tag: MisconceptionTag, weighting: DistractorWeighting): number {
  const { levelTags, tagWeights } = weighting;
  const level = !levelTags || levelTags.includes(tag) ? 1 : OFF_LEVEL_FACTOR;
  const raw = tagWeights?.[tag] ?? 0;
  const rate = Number.isFinite(raw) && raw > 0 ? raw : 0;
  return level * (1 + OWN_RATE_BOOST * rate);
}

/**
 * The tags in the order a weighted draw without replacement gives them: each next tag is drawn
 * among the rest with probability proportional to its weight.
 */
export function weightedTagOrder(
  tags: readonly MisconceptionTag[],
  weighting: DistractorWeighting,
  rng: Rng,
): MisconceptionTag[] {
  const rest = tags.map((tag) => ({ tag, weight: distractorWeight(tag, weighting) }));
  const out: MisconceptionTag[] = [];
  while (rest.length > 0) {
    const total = rest.reduce((sum, r) => sum + r.weight, 0);
    let x = rng.next() * total;
    let index = rest.length - 1;
    for (let i = 0; i < rest.length; i++) {
      x -= rest[i]?.weight ?? 0;
      if (x < 0) {
        index = i;
        break;
      }
    }
    const [drawn] = rest.splice(index, 1);
    if (drawn) out.push(drawn.tag);
  }
  return out;
}

/** Weighted picking: the generator and what weighs each tag. */
export type WeightedPick = { rng: Rng; weighting: DistractorWeighting };

/**
 * Chooses up to `count` wrong options from `ordered` (every usable option, in the builder's
 * deterministic order), each accepted only when `fits` the ones already chosen. Without
 * `weighted`: the first that fit, in order. With it: tags are drawn by weight without
 * replacement and each drawn tag gives its first option that fits (one option per tag), then,
 * if fewer than `count`, the rest in order.
 */
export function pickDistractors<O extends { tag: MisconceptionTag | null }>(
  ordered: readonly O[],
  count: number,
  fits: (chosen: readonly O[], option: O) => boolean,
  weighted: WeightedPick | null,
): O[] {
  const chosen: O[] = [];
  const take = (option: O): void => {
    if (chosen.length < count && !chosen.includes(option) && fits(chosen, option)) {
      chosen.push(option);
    }
  };
  if (weighted) {
    const tags = [...new Set(ordered.flatMap((o) => (o.tag ? [o.tag] : [])))];
    for (const tag of weightedTagOrder(tags, weighted.weighting, weighted.rng)) {
      const first = ordered.find((o) => o.tag === tag && !chosen.includes(o) && fits(chosen, o));
      if (first) take(first);
    }
  }
  for (const option of ordered) take(option);
  return chosen;
}
