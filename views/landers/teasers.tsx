import { useSelector } from '@xstate/react';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings } from '../../machines/app/selectors';
import { selectHasFailed, selectIsLoading, selectTeasers } from '../../machines/public-page/selectors';
import { useApp } from '../app-actor';
import { usePublicPage } from '../public-page/use-public-page';
import { MemberCardFace } from '../screens/MemberCard';

// Apart from parts.tsx so that the landing (/), which shows members but no embedded form, does not carry
// the signup form's code and message packs in its chunk.

/** Members near the visitor for a landing or lander (io/public-page.ts), as served with the page or loaded. */
export const useTeasers = (): { members: ReadonlyArray<MemberSummary>; loading: boolean; failed: boolean } => {
  const page = usePublicPage();
  return {
    members: useSelector(page, selectTeasers),
    loading: useSelector(page, selectIsLoading),
    failed: useSelector(page, selectHasFailed),
  };
};

/** One member's photo, name, age, area and (fictional) disclosure, as the member cards show them. */
export const TeaserFace = (props: { member: MemberSummary; position: number; size?: 'grid' | 'large' }) => {
  const settings = useApp(selectSettings);
  return (
    <MemberCardFace
      member={props.member}
      cdnPrefix={settings.cdn_prefix}
      fictionalIcon={settings.fictional_icon}
      position={props.position}
      size={props.size ?? 'grid'}
    />
  );
};
