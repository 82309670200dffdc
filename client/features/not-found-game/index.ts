// The not-found page's game, loaded with the public site texts only when the page shows.
import { lazyWithTexts } from '../../base/featureTexts';

export const NotFoundGame = lazyWithTexts(['publicSite'], () => import('./NotFoundGame'));
