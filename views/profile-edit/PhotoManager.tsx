import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useId, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { rejectionMessages } from './rejection-messages';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { maxPhotoUploadBytes, photoLimits, type PhotoView } from '../../io/entities/photo';
import { selectSettings } from '../../machines/app/selectors';
import { acceptedPhotoTypes, type PhotoNotice, type photosMachine } from '../../machines/photos/photos.machine';
import {
  selectDeleteAsked,
  selectIsUploading,
  selectLimitCanRise,
  selectPhotoCount,
  selectPhotoLimit,
  selectPhotoNotice,
  selectPhotos,
  selectPhotosBusy,
  selectPhotosLoadFailed,
  selectPhotosLoading,
} from '../../machines/photos/selectors';
import { useApp } from '../app-actor';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import { classed } from '../shell/classed';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { colors, fileInputLabel, primaryPill, radius } from '../theme';
import { Hint, Progress, Section } from './form-parts';

type PhotosActor = ActorRefFrom<typeof photosMachine>;

const messages = defineMessages<{
  heading: {};
  count: { count: number; limit: number };
  add: {};
  uploading: {};
  loading: {};
  loadFailed: {};
  retry: {};
  none: {};
  photo: { position: number };
  main: {};
  makeMain: {};
  remove: {};
  pending: {};
  active: {};
  rejected: {};
  confirmTitle: {};
  confirmText: {};
  confirm: {};
  cancel: {};
  limit: { limit: number };
  buyCredits: { premiumLimit: number };
  type: {};
  tooLarge: { megabytes: number };
  invalidImage: {};
  failed: {};
}>({
  heading: { id: 'photos.heading', defaultMessage: 'Mijn foto’s' },
  count: { id: 'photos.count', defaultMessage: '{count} van {limit} foto’s' },
  add: { id: 'photos.add', defaultMessage: 'Foto toevoegen' },
  uploading: { id: 'photos.uploading', defaultMessage: 'Foto wordt geüpload…' },
  loading: { id: 'photos.loading', defaultMessage: 'Foto’s worden geladen…' },
  loadFailed: { id: 'photos.loadFailed', defaultMessage: 'Je foto’s konden niet worden geladen.' },
  retry: { id: 'photos.retry', defaultMessage: 'Opnieuw proberen' },
  none: { id: 'photos.none', defaultMessage: 'Je hebt nog geen foto’s.' },
  photo: { id: 'photos.photo', defaultMessage: 'Jouw foto {position}' },
  main: { id: 'photos.main', defaultMessage: 'Hoofdfoto' },
  makeMain: { id: 'photos.makeMain', defaultMessage: 'Maak hoofdfoto' },
  remove: { id: 'photos.remove', defaultMessage: 'Verwijderen' },
  pending: { id: 'photos.pending', defaultMessage: 'Wacht op goedkeuring' },
  active: { id: 'photos.active', defaultMessage: 'Goedgekeurd' },
  rejected: { id: 'photos.rejected', defaultMessage: 'Afgekeurd' },
  confirmTitle: { id: 'photos.confirmTitle', defaultMessage: 'Foto verwijderen?' },
  confirmText: { id: 'photos.confirmText', defaultMessage: 'De foto wordt definitief verwijderd.' },
  confirm: { id: 'photos.confirm', defaultMessage: 'Ja, verwijderen' },
  cancel: { id: 'photos.cancel', defaultMessage: 'Annuleren' },
  limit: { id: 'photos.limit', defaultMessage: 'Je hebt het maximum van {limit} foto’s bereikt. Verwijder eerst een foto.' },
  buyCredits: { id: 'photos.buyCredits', defaultMessage: 'Word Premium en plaats tot {premiumLimit} foto’s' },
  type: { id: 'photos.type', defaultMessage: 'Kies een foto in JPEG, PNG, WebP, GIF of AVIF.' },
  tooLarge: { id: 'photos.tooLarge', defaultMessage: 'Deze foto is te groot: ten hoogste {megabytes} MB.' },
  invalidImage: { id: 'photos.invalidImage', defaultMessage: 'Dit bestand is geen bruikbare foto.' },
  failed: { id: 'photos.failed', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
});

const Grid = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 1rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
`);

const Tile = classed('li', css`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  & button {
    min-height: 44px;
    border: 1px solid ${colors.dark};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`);

const tilePhoto = css`
  border-radius: ${radius};
`;

// Waiting for approval or refused: in the colour of a warning, so it stands out among approved photos.
const Badge = classed('span', css`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${colors.muted};
  &[data-status='pending'] {
    color: ${colors.warning};
  }
  &[data-status='rejected'] {
    color: ${colors.danger};
  }
`);

/** The file input itself stays reachable by keyboard and screen readers; its label looks like a button. */
const Reason = classed('span', css`
  font-size: 0.85rem;
  color: ${colors.danger};
`);

const UploadLabel = classed('label', css`
  display: inline-flex;
  align-items: center;
  ${primaryPill}
  ${fileInputLabel}
`);

const megabytes = maxPhotoUploadBytes / (1024 * 1024);

const NoticeText = ({ notice, limit, canRise }: { notice: PhotoNotice; limit: number; canRise: boolean }) => {
  const intl = useIntl();
  switch (notice) {
    case 'limit':
      return (
        <ErrorText role="alert">
          {intl.formatMessage(messages.limit, { limit })} {canRise && <Link href="/credits">{intl.formatMessage(messages.buyCredits, { premiumLimit: photoLimits.premium })}</Link>}
        </ErrorText>
      );
    case 'type':
      return <ErrorText role="alert">{intl.formatMessage(messages.type)}</ErrorText>;
    case 'tooLarge':
      return <ErrorText role="alert">{intl.formatMessage(messages.tooLarge, { megabytes })}</ErrorText>;
    case 'invalidImage':
      return <ErrorText role="alert">{intl.formatMessage(messages.invalidImage)}</ErrorText>;
    case 'failed':
      return <ErrorText role="alert">{intl.formatMessage(messages.failed)}</ErrorText>;
  }
};

const PhotoTile = ({ actor, photo, position, busy }: { actor: PhotosActor; photo: PhotoView; position: number; busy: boolean }) => {
  const intl = useIntl();
  const statusId = useId();
  const reasonId = useId();
  const { cdn_prefix: cdnPrefix } = useApp(selectSettings);
  return (
    <Tile>
      <PlaceholderPhoto
        src={`${cdnPrefix}${photo.files.card}`}
        alt={intl.formatMessage(messages.photo, { position })}
        thumbhash={photo.thumbhash}
        size={400}
        loading="lazy"
        describedBy={photo.rejectionReason === undefined ? statusId : `${statusId} ${reasonId}`}
        className={tilePhoto}
      />
      <Badge id={statusId} data-status={photo.status}>
        {photo.main ? `${intl.formatMessage(messages.main)} · ` : ''}
        {intl.formatMessage(messages[photo.status])}
      </Badge>
      {photo.rejectionReason !== undefined && (
        <Reason id={reasonId}>{intl.formatMessage(rejectionMessages.reason, { reason: intl.formatMessage(rejectionMessages[photo.rejectionReason]) })}</Reason>
      )}
      {!photo.main && photo.status !== 'rejected' && (
        <button type="button" disabled={busy} onClick={() => actor.send({ type: 'photos.main', id: photo.id })}>
          {intl.formatMessage(messages.makeMain)}
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        aria-label={`${intl.formatMessage(messages.remove)}: ${intl.formatMessage(messages.photo, { position })}`}
        onClick={() => actor.send({ type: 'photos.delete', id: photo.id })}
      >
        {intl.formatMessage(messages.remove)}
      </button>
    </Tile>
  );
};

/** The own photos on /profile: the list with statuses, upload, main photo, delete (after a confirmation). */
export const PhotoManager = ({ actor }: { actor: PhotosActor }) => {
  const intl = useIntl();
  const headingId = useId();
  const loading = useSelector(actor, selectPhotosLoading);
  const loadFailed = useSelector(actor, selectPhotosLoadFailed);
  const photos = useSelector(actor, selectPhotos);
  const count = useSelector(actor, selectPhotoCount);
  const limit = useSelector(actor, selectPhotoLimit);
  const notice = useSelector(actor, selectPhotoNotice);
  const uploading = useSelector(actor, selectIsUploading);
  const busy = useSelector(actor, selectPhotosBusy);
  const deleteAsked = useSelector(actor, selectDeleteAsked);
  const canRise = useSelector(actor, selectLimitCanRise);
  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that choosing the same file again (after an error) is a change too.
    e.target.value = '';
    if (file !== undefined) actor.send({ type: 'photos.upload', file });
  };
  return (
    <Section aria-labelledby={headingId} aria-busy={loading || busy}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      {loading && <Progress aria-label={intl.formatMessage(messages.loading)} />}
      {loadFailed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'photos.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !loadFailed && (
        <>
          <Hint>{intl.formatMessage(messages.count, { count, limit })}</Hint>
          {photos.length === 0 ? (
            <p>{intl.formatMessage(messages.none)}</p>
          ) : (
            <Grid>
              {photos.map((photo, index) => (
                <PhotoTile key={photo.id} actor={actor} photo={photo} position={index + 1} busy={busy} />
              ))}
            </Grid>
          )}
          {notice !== null && <NoticeText notice={notice} limit={limit} canRise={canRise} />}
          {uploading && <Progress aria-label={intl.formatMessage(messages.uploading)} />}
          <UploadLabel>
            {intl.formatMessage(messages.add)}
            <input type="file" name="photo" accept={acceptedPhotoTypes.join(',')} disabled={busy} onChange={upload} />
          </UploadLabel>
        </>
      )}
      <ConfirmDialog
        open={deleteAsked !== null}
        title={intl.formatMessage(messages.confirmTitle)}
        confirmLabel={intl.formatMessage(messages.confirm)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => actor.send({ type: 'photos.confirm' })}
        onCancel={() => actor.send({ type: 'photos.cancel' })}
      >
        <p>{intl.formatMessage(messages.confirmText)}</p>
      </ConfirmDialog>
    </Section>
  );
};
