import { describe, expect, it } from 'vitest';
import { type GameState, newGame, onGround, PLAYER, restart, step } from './game';

const still = { jump: false };
const jump = { jump: true };
const half = () => 0.5;

function run(state: GameState, ticks: number, random = half): GameState {
  let current = state;
  for (let i = 0; i < ticks; i += 1) current = step(current, still, random);
  return current;
}

describe('the 404 game', () => {
  it('waits for the first key, which starts it without jumping', () => {
    const ready = newGame();
    expect(step(ready, still, half)).toBe(ready);
    const started = step(ready, jump, half);
    expect(started.status).toBe('running');
    expect(started.jumps).toBe(0);
  });

  it('jumps from the ground, lands again and ignores jumps in the air', () => {
    let state = step(restart(newGame()), jump, half);
    expect(state.playerY).toBeGreaterThan(0);
    expect(state.jumps).toBe(1);
    state = step(state, jump, half);
    expect(state.jumps).toBe(1);
    state = run(state, 60);
    expect(onGround(state)).toBe(true);
  });

  it('places blocks from the random and moves them towards the player', () => {
    const state = run(restart(newGame()), 70);
    expect(state.blocks).toHaveLength(1);
    const block = state.blocks[0];
    expect(block?.height).toBe(32);
    const later = step(state, still, half);
    expect(later.blocks[0]?.x).toBe((block?.x ?? 0) - state.speed);
  });

  it('ends the game when the player runs into a block, keeping the best score', () => {
    const crashing: GameState = {
      ...restart(newGame(3)),
      blocks: [{ x: PLAYER.x + 4, width: 20, height: 30, cleared: false }],
    };
    const over = step(crashing, still, half);
    expect(over.status).toBe('over');
    expect(over.best).toBe(3);
    expect(step(over, jump, half)).toBe(over);
  });

  it('scores a block cleared in the air and speeds up', () => {
    const flying: GameState = {
      ...restart(newGame()),
      playerY: 80,
      velocity: 0,
      blocks: [{ x: PLAYER.x - 20, width: 18, height: 22, cleared: false }],
    };
    const next = step(flying, still, half);
    expect(next.score).toBe(1);
    expect(next.speed).toBeGreaterThan(flying.speed);
    expect(next.status).toBe('running');
  });

  it('a game played without jumping ends at the first block', () => {
    const state = run(restart(newGame()), 400);
    expect(state.status).toBe('over');
    expect(state.score).toBe(0);
  });

  it('restarts with a clean world and the best score kept', () => {
    const over: GameState = { ...restart(newGame()), status: 'over', score: 4, best: 4, jumps: 5 };
    const again = restart(over);
    expect(again).toMatchObject({ status: 'running', score: 0, best: 4, jumps: 0, blocks: [] });
  });
});
