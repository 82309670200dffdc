// A real MIDI keyboard, where the browser has Web MIDI: connecting asks for access (a user
// gesture, the button), and each note-on from any input goes to `onNote` and is shown as played.
import { useCallback, useEffect, useRef, useState } from 'react';

export type MidiStatus = 'unsupported' | 'idle' | 'connecting' | 'connected' | 'denied';

/** A note-on with a velocity above zero (a zero velocity is a note-off by MIDI's convention). */
export function noteOnOf(data: Uint8Array | null): number | null {
  if (!data || data.length < 3) return null;
  const [status = 0, note = 0, velocity = 0] = data;
  return (status & 0xf0) === 0x90 && velocity > 0 ? note : null;
}

export function useMidiInput(onNote: (midi: number) => void) {
  const supported = typeof navigator !== 'undefined' && 'requestMIDIAccess' in navigator;
  const [status, setStatus] = useState<MidiStatus>(supported ? 'idle' : 'unsupported');
  const [inputs, setInputs] = useState<string[]>([]);
  const [played, setPlayed] = useState<number | null>(null);
  const noteRef = useRef(onNote);
  noteRef.current = onNote;
  const accessRef = useRef<MIDIAccess | null>(null);

  const attach = useCallback((access: MIDIAccess) => {
    const names: string[] = [];
    access.inputs.forEach((input) => {
      names.push(input.name ?? input.id);
      input.onmidimessage = (event) => {
        const note = noteOnOf(event.data);
        if (note === null) return;
        setPlayed(note);
        noteRef.current(note);
      };
    });
    setInputs(names);
  }, []);

  const connect = useCallback(() => {
    if (!supported) return;
    setStatus('connecting');
    navigator
      .requestMIDIAccess()
      .then((access) => {
        accessRef.current = access;
        attach(access);
        // A keyboard plugged in later is picked up too.
        access.onstatechange = () => attach(access);
        setStatus('connected');
      })
      .catch(() => setStatus('denied'));
  }, [supported, attach]);

  useEffect(
    () => () => {
      const access = accessRef.current;
      if (!access) return;
      access.onstatechange = null;
      access.inputs.forEach((input) => {
        input.onmidimessage = null;
      });
    },
    [],
  );

  return { status, inputs, played, connect };
}
