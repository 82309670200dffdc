// Progress on stderr, one line per step with the time since the bench started, so stdout keeps
// only the table.
export interface Progress {
  /** Names the current step, e.g. "1,000 @ 200/s · rep 2/3 · Tonic". */
  step(label: string): void;
  note(message: string): void;
  elapsedSec(): number;
}

export function createProgress(): Progress {
  const start = Date.now();
  let label = '';
  const stamp = () => {
    const s = Math.floor((Date.now() - start) / 1000);
    return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  };
  return {
    step(next) {
      label = next;
      process.stderr.write(`[${stamp()}] ${label}\n`);
    },
    note(message) {
      process.stderr.write(`[${stamp()}]   ${label ? `${label}: ` : ''}${message}\n`);
    },
    elapsedSec: () => (Date.now() - start) / 1000,
  };
}
