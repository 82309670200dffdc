// The reward box's place on a course part page: one line there, while the box's code and texts
// load lazily after the page. A new part gets a new box (the 0.8 s appearance starts again).
import { Suspense } from 'react';
import { lazyWithTexts } from '../../base/featureTexts';
import type { RewardBoxProps } from './RewardBox';

const RewardBox = lazyWithTexts(['rewards'], () => import('./RewardBox'));

export function RewardBoxSlot(props: RewardBoxProps) {
  return (
    <Suspense fallback={null}>
      <RewardBox key={`${props.courseId}:${props.partId}`} {...props} />
    </Suspense>
  );
}
