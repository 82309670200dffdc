// An on-screen piano from C4 to C6: every key a button (mouse, touch, Tab and Enter), labelled with
// its note and its computer key. Marks show the given note and, after an answer, right and wrong.
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBlackKey, KEYBOARD_HIGH, KEYBOARD_LOW, keyForMidi, noteName } from './music';
import classes from './piano.module.css';

export type KeyMark = 'root' | 'right' | 'wrong';

interface Props {
  onPlay: (midi: number) => void;
  marks: ReadonlyMap<number, KeyMark>;
}

const NOTES = Array.from({ length: KEYBOARD_HIGH - KEYBOARD_LOW + 1 }, (_, index) => KEYBOARD_LOW + index);
const WHITE_COUNT = NOTES.filter((midi) => !isBlackKey(midi)).length;

export function PianoKeyboard({ onPlay, marks }: Props) {
  const { t } = useTranslation();
  let whiteIndex = 0;
  return (
    <fieldset className={classes.group}>
      <VisuallyHidden component="legend">{t('earTraining.keyboard.label')}</VisuallyHidden>
      <div className={classes.piano}>
        {NOTES.map((midi) => {
          const black = isBlackKey(midi);
          const left = black ? ((whiteIndex - 0.3) / WHITE_COUNT) * 100 : (whiteIndex / WHITE_COUNT) * 100;
          if (!black) whiteIndex += 1;
          const letter = keyForMidi(midi);
          const mark = marks.get(midi);
          const name = noteName(midi);
          return (
            <UnstyledButton
              key={midi}
              className={black ? classes.black : classes.white}
              style={{ left: `${left}%`, width: `${(black ? 0.6 : 1) * (100 / WHITE_COUNT)}%` }}
              data-mark={mark}
              data-note={name}
              onClick={() => onPlay(midi)}
              aria-label={
                mark
                  ? t('earTraining.keyboard.keyMarked', {
                      note: name,
                      key: letter?.toUpperCase(),
                      mark: t(`earTraining.keyboard.marks.${mark}`),
                    })
                  : t('earTraining.keyboard.key', { note: name, key: letter?.toUpperCase() })
              }
              aria-keyshortcuts={letter?.toUpperCase()}
            >
              <span className={classes.letter} aria-hidden="true">
                {letter?.toUpperCase()}
              </span>
            </UnstyledButton>
          );
        })}
      </div>
    </fieldset>
  );
}
