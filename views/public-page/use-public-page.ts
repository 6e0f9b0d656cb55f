import type { ActorRefFrom } from 'xstate';
import type { PublicNeeds } from '../../io/public-page';
import { useLocation } from 'wouter';
import { publicPageFeature } from '../../machines/public-page/feature';
import { publicNeedsOf } from '../../machines/public-page/needs';
import type { publicPageMachine } from '../../machines/public-page/public-page.machine';
import { routeOf } from '../../machines/shell/route-table';
import { useFeatureActor } from '../app-actor';
import { useServedPublicData } from '../page-data';

export type PublicPageActor = ActorRefFrom<typeof publicPageMachine>;

/**
 * The public page machine of the screen on show: what its route needs (machines/public-page/needs.ts), or
 * what a part of a screen needs (a legal text inside /complaints needs the company), started from what the
 * page was served with, so the server's markup and the hydrated page agree.
 */
export const usePublicPage = (needs?: PublicNeeds): PublicPageActor => {
  const [path] = useLocation();
  const served = useServedPublicData();
  return useFeatureActor(publicPageFeature, { input: { needs: needs ?? publicNeedsOf(routeOf(path), path), served } });
};
