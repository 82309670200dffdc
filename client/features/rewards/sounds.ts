// The rewards' sounds (SPEC §9), made with the Web Audio API instead of shipping audio files: a
// short tick for each counted point (volume 0.4) and a rising chime for a celebration (0.3). A
// browser refusing to play (no user gesture yet, no audio device) is only a warning (SPEC §8).

export const TICK_VOLUME = 0.4;
export const CELEBRATION_VOLUME = 0.3;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** One note with a quick attack and decay, so it never clicks. */
function note(
  audio: AudioContext,
  frequency: number,
  startAt: number,
  seconds: number,
  volume: number,
): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, startAt);
  gain.gain.linearRampToValueAtTime(volume, startAt + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + seconds + 0.02);
}

function play(name: string, notes: readonly number[], seconds: number, volume: number): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended')
      audio.resume().catch((error: unknown) => console.warn(`Could not play the ${name} sound`, error));
    notes.forEach((frequency, index) => {
      note(audio, frequency, audio.currentTime + index * seconds * 0.8, seconds, volume);
    });
  } catch (error) {
    console.warn(`Could not play the ${name} sound`, error);
  }
}

/** One counted XP point. */
export function playTick(): void {
  play('tick', [1320], 0.05, TICK_VOLUME);
}

/** An achievement or a finished course: C, E, G, C. */
export function playCelebration(): void {
  play('celebration', [523.25, 659.25, 783.99, 1046.5], 0.16, CELEBRATION_VOLUME);
}
