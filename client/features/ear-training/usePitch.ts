// Singing or playing into the microphone: pitchy's detector on an AnalyserNode, once per frame.
// The note heard (with cents) is shown as it is heard; a note held steady for a few frames with a
// clear pitch is an answer (`onNote`), once until the pitch changes or stops.
import { PitchDetector } from 'pitchy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type HeardNote, noteOfFrequency } from './pitch';

export type MicStatus = 'unsupported' | 'idle' | 'starting' | 'listening' | 'denied';

/** Below this clarity a frame is noise, not a note. */
const MIN_CLARITY = 0.9;
/** Frames the same note must last to count as an answer (about 100 ms at 60 frames a second). */
const STEADY_FRAMES = 6;

export function usePitch(onNote: (midi: number) => void) {
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const [status, setStatus] = useState<MicStatus>(supported ? 'idle' : 'unsupported');
  const [heard, setHeard] = useState<HeardNote | null>(null);
  const noteRef = useRef(onNote);
  noteRef.current = onNote;
  const stopRef = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setHeard(null);
    setStatus((now) => (now === 'listening' ? 'idle' : now));
  }, []);

  const start = useCallback(() => {
    if (!supported || stopRef.current) return;
    setStatus('starting');
    navigator.mediaDevices
      .getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } })
      .then((stream) => {
        const context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 2048;
        context.createMediaStreamSource(stream).connect(analyser);
        const detector = PitchDetector.forFloat32Array(analyser.fftSize);
        const buffer = new Float32Array(detector.inputLength);
        let frame = 0;
        let candidate: number | null = null;
        let steady = 0;
        let answered = false;
        const tick = () => {
          analyser.getFloatTimeDomainData(buffer);
          const [hz, clarity] = detector.findPitch(buffer, context.sampleRate);
          const note = clarity >= MIN_CLARITY ? noteOfFrequency(hz) : null;
          setHeard(note);
          if (note && note.midi === candidate) steady += 1;
          else {
            candidate = note?.midi ?? null;
            steady = 1;
            answered = false;
          }
          if (candidate !== null && steady >= STEADY_FRAMES && !answered) {
            answered = true;
            noteRef.current(candidate);
          }
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
        stopRef.current = () => {
          cancelAnimationFrame(frame);
          for (const track of stream.getTracks()) track.stop();
          void context.close().catch(() => undefined);
        };
        setStatus('listening');
      })
      .catch(() => setStatus('denied'));
  }, [supported]);

  useEffect(() => () => stopRef.current?.(), []);

  return { status, heard, start, stop };
}
