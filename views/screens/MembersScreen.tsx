import { css } from '@linaria/core';
import { classed } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { selectSettings } from '../../machines/app/selectors';
import {
  selectCanGoBack,
  selectCanGoForward,
  selectDraft,
  selectDraftRegions,
  selectFilterErrors,
  selectHasFailed,
  selectIsLoading,
  selectMembers,
  selectPage,
  selectPageCount,
  selectSearchHref,
  selectSimilar,
} from '../../machines/members/selectors';
import { queryFromSearch } from '../../machines/members/filters';
import type { MembersEvent } from '../../machines/members/members.machine';
import { membersFeature } from '../../machines/members/feature';
import { useApp, useFeatureActor } from '../app-actor';
import { useServedMembers } from '../page-data';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { MemberCard } from './MemberCard';
import { MemberGrid } from './MemberGrid';
import { FilterPanel } from '../search/FilterPanel';

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
  similar: {};
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
  similar: { id: 'members.similar', defaultMessage: 'Vergelijkbare leden' },
});

const SubHeading = classed('h2', css`
  margin: 2rem 0 1rem;
  font-size: 1.25rem;
`);

const Pager = classed('nav', css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  margin-top: 1.5rem;
`);

/**
 * The filter panel and one page of members at a time (who may see it is the route table's 'search' access).
 * The search lives in the URL: the machine follows the address bar (a shared link, reload, the back button),
 * and a search or page chosen here is pushed to it.
 */
export const MembersScreen = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const search = useSearch();
  const [, navigate] = useLocation();
  const actor = useFeatureActor(membersFeature, { input: { query: queryFromSearch(search), firstPage: useServedMembers() } });
  const members = useSelector(actor, selectMembers);
  const similar = useSelector(actor, selectSimilar);
  const page = useSelector(actor, selectPage);
  const pages = useSelector(actor, selectPageCount);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const canGoForward = useSelector(actor, selectCanGoForward);
  const draft = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectFilterErrors);
  const regions = useSelector(actor, selectDraftRegions);
  // The address bar is outside the machine: its changes come in as an event (the machine ignores the search it shows).
  useEffect(() => {
    actor.send({ type: 'members.query', query: queryFromSearch(search) });
  }, [actor, search]);
  const current = search === '' ? '/members' : `/members?${search}`;
  const sendAndKeepUrl = (event: MembersEvent) => {
    actor.send(event);
    const href = selectSearchHref(actor.getSnapshot());
    if (href !== current) navigate(href);
  };
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <FilterPanel
        draft={draft}
        errors={errors}
        countries={settings.countries}
        regions={regions}
        onEdit={(field, value) => actor.send({ type: 'filters.edit', field, value })}
        onSubmit={() => sendAndKeepUrl({ type: 'filters.submit' })}
      />
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
            <PrimaryButton type="button" disabled={!canGoBack} onClick={() => sendAndKeepUrl({ type: 'members.page', page: page - 1 })}>
              {intl.formatMessage(messages.previous)}
            </PrimaryButton>
            <span>{intl.formatMessage(messages.pageOf, { page, pages })}</span>
            <PrimaryButton type="button" disabled={!canGoForward} onClick={() => sendAndKeepUrl({ type: 'members.page', page: page + 1 })}>
              {intl.formatMessage(messages.next)}
            </PrimaryButton>
          </Pager>
        </>
      )}
      {!loading && !failed && similar.length > 0 && (
        <section aria-labelledby="members-similar">
          <SubHeading id="members-similar">{intl.formatMessage(messages.similar)}</SubHeading>
          <MemberGrid>
            {similar.map((member, position) => (
              <MemberCard key={member.id} member={member} position={position} href={`/members/${member.id}`} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} />
            ))}
          </MemberGrid>
        </section>
      )}
    </Page>
  );
};
