import { type LearnerModel, skillMastery } from '@ttc/shared-protocol/game/learner/learner-model';
import { SKILLS, type Skill, SkillMode } from '@ttc/shared-protocol/game/learner/skills';

/** How far a skill is, in one mode, as the Progress screen draws it. */
export type SkillCell = {
  state: 'mastered' | 'learning' | 'unseen';
  /** Right answers among the latest `seen` (at most 10). */
  right: number;
  seen: number;
  /** right / seen, 0 when unseen: how full the dial is. */
  share: number;
};

/** One skill's row: reading and setting; `set` null where the game never asks to set it. */
export type SkillRow = { skill: Skill; read: SkillCell; set: SkillCell | null };

function cellOf(model: LearnerModel, skill: Skill, mode: SkillMode): SkillCell {
  const { seen, share, mastered } = skillMastery(model, skill, mode);
  return {
    state: mastered ? 'mastered' : seen > 0 ? 'learning' : 'unseen',
    right: Math.round(share * seen),
    seen,
    share,
  };
}

/**
 * Every skill in teaching order with its mastery in reading and setting (skillMastery over the
 * latest answers). "How long?" questions are only ever read, so they have no setting cell.
 */
export function skillRows(model: LearnerModel): SkillRow[] {
  return SKILLS.map((skill) => ({
    skill,
    read: cellOf(model, skill, SkillMode.read),
    set: skill === 'elapsed' ? null : cellOf(model, skill, SkillMode.set),
  }));
}
