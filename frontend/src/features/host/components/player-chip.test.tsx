import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerChip } from './player-chip';

const child = {
  playerId: 'p1',
  nickname: 'Happy Panda',
  character: 'panda',
  connected: true,
  score: 0,
  correctCount: 0,
  rank: null,
  answered: false,
} as const;

describe('PlayerChip', () => {
  it('When each child plays at their own level, then the board shows the level beside the name', async () => {
    render(
      <ul>
        <PlayerChip player={{ ...child, level: 4 }} />
      </ul>,
    );
    expect(await screen.findByText('Happy Panda')).toBeInTheDocument();
    expect(screen.getByText('Level 4')).toBeInTheDocument();
  });

  it('When the class plays one question, then no level is shown', async () => {
    render(
      <ul>
        <PlayerChip player={child} />
      </ul>,
    );
    expect(await screen.findByText('Happy Panda')).toBeInTheDocument();
    expect(screen.queryByText(/Level/)).not.toBeInTheDocument();
  });
});
