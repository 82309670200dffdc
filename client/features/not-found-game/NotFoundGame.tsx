// The game on the /404 page: a canvas drawn every frame while the game runs, ticked at a fixed 60
// per second whatever the screen's refresh rate. Space, ↑ or W (or a tap on the board) starts and
// jumps; Enter or R (or the button) restarts after a crash. A board waiting to start or showing a
// crash is drawn once and asks for no frames: a 404 page left open costs nothing. Loaded lazily,
// so the 404 page itself stays small.
import { Button, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type GameState, type GameStatus, newGame, PLAYER, restart, step, WORLD } from './game';
import classes from './game.module.css';

const TICK_MS = 1000 / 60;
/** After a long pause (a hidden tab) the world does not race to catch up. */
const MAX_CATCH_UP_TICKS = 5;
const JUMP_KEYS = new Set([' ', 'ArrowUp', 'w', 'W']);
const RESTART_KEYS = new Set(['Enter', 'r', 'R']);

interface Shown {
  status: GameStatus;
  score: number;
  best: number;
  jumps: number;
}

function shownOf(state: GameState): Shown {
  return { status: state.status, score: state.score, best: state.best, jumps: state.jumps };
}

function draw(canvas: HTMLCanvasElement, state: GameState): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const style = getComputedStyle(canvas);
  const ink = style.getPropertyValue('--game-ink').trim() || '#222';
  const accent = style.getPropertyValue('--game-accent').trim() || '#4c6ef5';
  const ground = WORLD.height - 20;
  context.clearRect(0, 0, WORLD.width, WORLD.height);
  context.fillStyle = ink;
  context.globalAlpha = 0.25;
  for (let line = 0; line < 5; line += 1) context.fillRect(0, 30 + line * 22, WORLD.width, 1);
  context.globalAlpha = 1;
  context.fillRect(0, ground, WORLD.width, 2);

  // The player: a note head with its stem.
  const top = ground - state.playerY - PLAYER.size;
  context.fillStyle = accent;
  context.beginPath();
  context.ellipse(PLAYER.x + 10, top + PLAYER.size - 8, 10, 8, -0.4, 0, Math.PI * 2);
  context.fill();
  context.fillRect(PLAYER.x + 18, top - 6, 3, PLAYER.size - 2);

  context.fillStyle = ink;
  for (const block of state.blocks) {
    context.fillRect(block.x, ground - block.height, block.width, block.height);
  }
}

/** The game's title (it names the board), the score and the best score. */
function GameHeader({ score, best }: { score: number; best: number }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text fw={600} id="game-title">
        {t('publicSite.game.title')}
      </Text>
      <Group gap="md">
        <Text size="sm" data-testid="game-score">
          {t('publicSite.game.score', { score })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('publicSite.game.best', { score: best })}
        </Text>
      </Group>
    </Group>
  );
}

/**
 * The game's frames: while it runs, each frame ticks the world, draws it and updates what the page
 * shows. Answers `wake`, which asks for frames again after a start, a restart or a new theme.
 */
function useGameLoop(
  stateRef: RefObject<GameState>,
  jumpQueued: RefObject<boolean>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  setShown: Dispatch<SetStateAction<Shown>>,
): () => void {
  const wake = useRef(() => {});

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    let carry = 0;
    const loop = (now: number) => {
      carry = Math.min(carry + (now - last), TICK_MS * MAX_CATCH_UP_TICKS);
      last = now;
      let state = stateRef.current;
      while (carry >= TICK_MS) {
        state = step(state, { jump: jumpQueued.current }, Math.random);
        jumpQueued.current = false;
        carry -= TICK_MS;
      }
      // A jump pressed between ticks is not lost: a ready game starts at once.
      if (jumpQueued.current && state.status === 'ready') {
        state = step(state, { jump: true }, Math.random);
        jumpQueued.current = false;
      }
      stateRef.current = state;
      if (canvasRef.current) draw(canvasRef.current, state);
      setShown((before) => {
        const next = shownOf(state);
        const same =
          before.status === next.status &&
          before.score === next.score &&
          before.best === next.best &&
          before.jumps === next.jumps;
        return same ? before : next;
      });
      // Only a running game moves: a ready or crashed board stays as drawn until woken.
      frame = state.status === 'running' || jumpQueued.current ? requestAnimationFrame(loop) : 0;
    };
    const start = () => {
      if (frame) return;
      last = performance.now();
      carry = 0;
      frame = requestAnimationFrame(loop);
    };
    wake.current = start;
    start();
    return () => {
      cancelAnimationFrame(frame);
      wake.current = () => {};
    };
  }, [stateRef, jumpQueued, canvasRef, setShown]);

  // The board's colours follow the theme; a board at rest is drawn again in the new ones.
  const colorScheme = useComputedColorScheme('light');
  useEffect(() => {
    if (colorScheme) wake.current();
  }, [colorScheme]);

  return useCallback(() => wake.current(), []);
}

export default function NotFoundGame() {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<GameState>(newGame());
  const jumpQueued = useRef(false);
  const [shown, setShown] = useState<Shown>(() => shownOf(stateRef.current));
  const wake = useGameLoop(stateRef, jumpQueued, canvasRef, setShown);

  const jump = useCallback(() => {
    jumpQueued.current = true;
    wake();
  }, [wake]);
  const again = useCallback(() => {
    stateRef.current = restart(stateRef.current);
    jumpQueued.current = false;
    setShown(shownOf(stateRef.current));
    wake();
    boardRef.current?.focus();
  }, [wake]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (JUMP_KEYS.has(event.key)) {
      event.preventDefault();
      if (stateRef.current.status === 'over') again();
      else jump();
    } else if (RESTART_KEYS.has(event.key)) {
      event.preventDefault();
      again();
    }
  };

  const statusText =
    shown.status === 'ready'
      ? t('publicSite.game.ready')
      : shown.status === 'over'
        ? t('publicSite.game.over', { score: shown.score })
        : t('publicSite.game.running');

  return (
    <Paper withBorder radius="md" p="md" w="100%">
      <Stack gap="xs">
        <GameHeader score={shown.score} best={shown.best} />
        {/* The board is focusable so its keys work, and a tap on it jumps; the status line below
            says what is happening, for those who cannot see the canvas. */}
        <div
          ref={boardRef}
          className={classes.board}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is an application widget that takes its own keys.
          tabIndex={0}
          role="application"
          aria-roledescription={t('publicSite.game.roleDescription')}
          aria-labelledby="game-title"
          aria-describedby="game-status game-help"
          data-testid="game-board"
          data-status={shown.status}
          data-jumps={shown.jumps}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            event.preventDefault();
            event.currentTarget.focus();
            if (stateRef.current.status === 'over') again();
            else jump();
          }}
        >
          <canvas ref={canvasRef} width={WORLD.width} height={WORLD.height} className={classes.canvas} />
        </div>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" id="game-status" role="status" data-testid="game-status">
            {statusText}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={again}
          >
            {t('publicSite.game.restart')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" id="game-help">
          {t('publicSite.game.help')}
        </Text>
      </Stack>
    </Paper>
  );
}
