// The /404 game, "Lost note": a note runs along the staff and jumps over the 404 blocks. Pure:
// `step` advances the world by one tick (60 per second) given the player's input, and the random
// that places the blocks comes in as a function, so every situation can be replayed in a test.

export type Random = () => number;

export const WORLD = { width: 600, height: 200 } as const;
export const PLAYER = { x: 60, size: 24 } as const;
const GRAVITY = 0.6;
const JUMP_VELOCITY = 11;
const START_SPEED = 5;
const MAX_SPEED = 11;
/** Each cleared block makes the world this much faster, up to MAX_SPEED. */
const SPEED_STEP = 0.15;
/** Ticks between blocks: at least MIN_GAP, plus up to GAP_RANGE more. */
const MIN_GAP = 55;
const GAP_RANGE = 60;
const FIRST_GAP = 70;

export interface Block {
  x: number;
  width: number;
  height: number;
  cleared: boolean;
}

export type GameStatus = 'ready' | 'running' | 'over';

export interface GameState {
  status: GameStatus;
  tick: number;
  /** The player's height above the ground. */
  playerY: number;
  velocity: number;
  blocks: Block[];
  /** Ticks until the next block appears. */
  spawnIn: number;
  speed: number;
  score: number;
  best: number;
  /** Jumps taken this game (what the page reports, so a jump is visible without watching pixels). */
  jumps: number;
}

export interface GameInput {
  jump: boolean;
}

export function newGame(best = 0): GameState {
  return {
    status: 'ready',
    tick: 0,
    playerY: 0,
    velocity: 0,
    blocks: [],
    spawnIn: FIRST_GAP,
    speed: START_SPEED,
    score: 0,
    best,
    jumps: 0,
  };
}

/** Starts a fresh game at once, keeping the best score. */
export function restart(state: GameState): GameState {
  return { ...newGame(state.best), status: 'running' };
}

export function onGround(state: GameState): boolean {
  return state.playerY <= 0 && state.velocity <= 0;
}

function hits(playerY: number, block: Block): boolean {
  const left = PLAYER.x;
  const right = PLAYER.x + PLAYER.size;
  const overlapsX = right > block.x && left < block.x + block.width;
  return overlapsX && playerY < block.height;
}

function newBlock(random: Random): Block {
  return {
    x: WORLD.width,
    width: 18 + Math.floor(random() * 3) * 8,
    height: 22 + Math.floor(random() * 3) * 10,
    cleared: false,
  };
}

/** One tick. A jump starts a ready game; in the air a jump does nothing; a crash ends the game. */
export function step(state: GameState, input: GameInput, random: Random): GameState {
  if (state.status === 'over') return state;
  if (state.status === 'ready') return input.jump ? { ...state, status: 'running' } : state;

  let { velocity, jumps } = state;
  if (input.jump && onGround(state)) {
    velocity = JUMP_VELOCITY;
    jumps += 1;
  }
  let playerY = state.playerY + velocity;
  velocity -= GRAVITY;
  if (playerY <= 0) {
    playerY = 0;
    velocity = 0;
  }

  let score = state.score;
  let speed = state.speed;
  const blocks: Block[] = [];
  for (const block of state.blocks) {
    const moved = { ...block, x: block.x - state.speed };
    if (!moved.cleared && moved.x + moved.width < PLAYER.x) {
      moved.cleared = true;
      score += 1;
      speed = Math.min(MAX_SPEED, speed + SPEED_STEP);
    }
    if (moved.x + moved.width > 0) blocks.push(moved);
  }

  let spawnIn = state.spawnIn - 1;
  if (spawnIn <= 0) {
    blocks.push(newBlock(random));
    spawnIn = MIN_GAP + Math.floor(random() * GAP_RANGE);
  }

  const crashed = blocks.some((block) => hits(playerY, block));
  return {
    status: crashed ? 'over' : 'running',
    tick: state.tick + 1,
    playerY,
    velocity,
    blocks,
    spawnIn,
    speed,
    score,
    best: crashed ? Math.max(state.best, score) : state.best,
    jumps,
  };
}
