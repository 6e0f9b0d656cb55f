import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useActorRef, useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import {
  selectCanGoBack,
  selectCanGoForward,
  selectHasFailed,
  selectIsLoading,
  selectMembers,
  selectPage,
  selectPageCount,
} from '../../machines/members/selectors';
import { membersFeature } from '../../machines/members/feature';
import { useApp, useFeatureMachine } from '../app-actor';
import { useServedMembers } from '../page-data';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { MemberCard } from './MemberCard';
import { MemberGrid } from './MemberGrid';

const messages = defineMessages<{
  title: {};
  loading: {};
  failed: {};
  retry: {};
  empty: {};
  pages: {};
  previous: {};
  next: {};
  pageOf: { page: number; pages: number };
}>({
  title: { id: 'members.title', defaultMessage: 'Leden' },
  loading: { id: 'members.loading', defaultMessage: 'Leden worden geladen…' },
  failed: { id: 'members.failed', defaultMessage: 'De leden konden niet worden geladen.' },
  retry: { id: 'members.retry', defaultMessage: 'Opnieuw proberen' },
  empty: { id: 'members.empty', defaultMessage: 'Geen leden gevonden.' },
  pages: { id: 'members.pages', defaultMessage: 'Pagina’s' },
  previous: { id: 'members.previous', defaultMessage: 'Vorige' },
  next: { id: 'members.next', defaultMessage: 'Volgende' },
  pageOf: { id: 'members.pageOf', defaultMessage: 'Pagina {page} van {pages}' },
});

const Pager = classed('nav', css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
`);

/** One page of members at a time (who may see it is the route table's 'search' access). */
export const MembersScreen = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const actor = useActorRef(useFeatureMachine(membersFeature), { input: { query: {}, firstPage: useServedMembers() } });
  const members = useSelector(actor, selectMembers);
  const page = useSelector(actor, selectPage);
  const pages = useSelector(actor, selectPageCount);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const canGoForward = useSelector(actor, selectCanGoForward);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'members.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !failed && members.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      {!loading && members.length > 0 && (
        <>
          <MemberGrid>
            {members.map((member, position) => (
              <MemberCard key={member.id} member={member} position={position} href={`/members/${member.id}`} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} />
            ))}
          </MemberGrid>
          <Pager aria-label={intl.formatMessage(messages.pages)}>
            <PrimaryButton type="button" disabled={!canGoBack} onClick={() => actor.send({ type: 'members.page', page: page - 1 })}>
              {intl.formatMessage(messages.previous)}
            </PrimaryButton>
            <span>{intl.formatMessage(messages.pageOf, { page, pages })}</span>
            <PrimaryButton type="button" disabled={!canGoForward} onClick={() => actor.send({ type: 'members.page', page: page + 1 })}>
              {intl.formatMessage(messages.next)}
            </PrimaryButton>
          </Pager>
        </>
      )}
    </Page>
  );
};
