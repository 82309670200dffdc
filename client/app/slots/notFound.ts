// The not-found page's game, loaded with the site texts only when the page shows.
import { lazyWithTexts } from '../featureTexts';

export const NotFoundGame = lazyWithTexts(
  ['site'],
  () => import('../../features/not-found-game/NotFoundGame'),
);
