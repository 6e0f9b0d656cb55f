import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { photoQueueFeature } from '../../machines/staff/feature';
import type { PhotoQueueNote } from '../../machines/staff/photo-queue.machine';
import { queueKeyEvent } from '../../machines/staff/queue-keys';
import {
  selectAskingReason, selectDeciding, selectHelpOpen, selectPhotoInView, selectQueueNote, selectQueuePhase, selectQueuePhotos, selectQueuePosition,
} from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { LoadFailed } from './LoadFailed';
import { colors, media } from '../theme';
import { KeyList, photoQueueKeyList } from './KeyList';
import { queueMessages as messages } from './messages';
import { ReasonDialog } from './ReasonDialog';
import { useQueueKeys } from './use-queue-keys';

const Layout = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 14rem;
    align-items: start;
  }
  & figure {
    margin: 0;
  }
  & figure img {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    margin: 0 auto;
    background: ${colors.background};
  }
`);

const Actions = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
`);

const Thumbs = classed('ol', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    min-height: 44px;
    padding: 0;
    border: 2px solid transparent;
    background: none;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: ${colors.primaryStrong};
  }
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
`);

const useNoteText = (note: PhotoQueueNote | null): string | null => {
  const intl = useIntl();
  if (note === null) return null;
  switch (note.kind) {
    case 'approved':
      return intl.formatMessage(messages.approved, { name: note.memberName });
    case 'rejected':
      return intl.formatMessage(messages.rejected, { name: note.memberName });
    case 'conflict':
      return intl.formatMessage(messages.conflict);
    case 'failed':
      return intl.formatMessage(messages.decisionFailed);
  }
};

/** /staff/photos: the pending photos of the staff member's sites, one in view, decided by key or button. */
export const PhotoQueueView = ({ onChanged }: { onChanged: () => void }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(photoQueueFeature);
  const phase = useSelector(actor, selectQueuePhase);
  const photo = useSelector(actor, selectPhotoInView);
  const photos = useSelector(actor, selectQueuePhotos);
  const position = useSelector(actor, selectQueuePosition);
  const askingReason = useSelector(actor, selectAskingReason);
  const deciding = useSelector(actor, selectDeciding);
  const helpOpen = useSelector(actor, selectHelpOpen);
  const note = useNoteText(useSelector(actor, selectQueueNote));

  useEffect(() => {
    const subscription = actor.on('queue.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  useQueueKeys((key) => {
    const queueEvent = queueKeyEvent(key, actor.getSnapshot().matches('choosingReason'));
    if (queueEvent !== null) actor.send(queueEvent);
    return queueEvent !== null;
  });

  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') {
      return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'queue.reload' })} />;
    }
    if (photo === null) return <p>{text(messages.empty)}</p>;
    return (
      <Layout>
        <div>
          <p>{text(messages.position, { index: position.index + 1, count: position.count, total: position.total })}</p>
          <figure>
            <img src={photo.url} alt={text(messages.image, { name: photo.memberName })} />
            <figcaption>
              <strong>{text(messages.photoOf, { name: photo.memberName, id: photo.memberId })}</strong>
              <br />
              {text(messages.uploaded, { at: new Date(photo.uploadedAt) })} · {text(messages.site, { site: photo.site })}
            </figcaption>
          </figure>
          <Actions>
            <PrimaryButton type="button" onClick={() => actor.send({ type: 'queue.approve' })} disabled={deciding} aria-keyshortcuts="A">
              {text(messages.approve)}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.reject' })} disabled={deciding} aria-keyshortcuts="R">
              {text(messages.reject)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.previous' })} aria-keyshortcuts="K">
              {text(messages.previous)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'queue.next' })} aria-keyshortcuts="J">
              {text(messages.next)}
            </SecondaryButton>
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'help.toggle' })} aria-keyshortcuts="?">
              {text(messages.keys)}
            </SecondaryButton>
          </Actions>
        </div>
        <nav aria-label={text(messages.list)}>
          <Thumbs>
            {photos.map((item, index) => (
              <li key={item.photoId}>
                <button type="button" aria-current={index === position.index} onClick={() => actor.send({ type: 'queue.select', index })}>
                  <img src={item.url} alt={text(messages.photoOf, { name: item.memberName, id: item.memberId })} loading="lazy" />
                </button>
              </li>
            ))}
          </Thumbs>
        </nav>
      </Layout>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p role="status" aria-live="polite">
          {deciding ? text(messages.busy) : (note ?? '')}
        </p>
        {body()}
      </Card>
      <ReasonDialog open={askingReason} onReason={(reason) => actor.send({ type: 'queue.reason', reason })} onCancel={() => actor.send({ type: 'queue.cancel' })} />
      <KeyList open={helpOpen} onClose={() => actor.send({ type: 'help.close' })} keys={photoQueueKeyList} />
    </Page>
  );
};
