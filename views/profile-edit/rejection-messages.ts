import { defineMessages } from 'react-intl';
import type { PhotoRejectionReason } from '../../io/entities/photo';

/** Why a moderator refused a photo, as its owner reads it (io/entities/photo.ts PhotoRejectionReason). */
export const rejectionMessages = defineMessages<Record<PhotoRejectionReason, {}> & { reason: { reason: string } }>({
  reason: { id: 'photos.rejection.reason', defaultMessage: 'Reden: {reason}' },
  not_a_person: { id: 'photos.rejection.not_a_person', defaultMessage: 'er staat geen persoon op de foto' },
  not_the_member: { id: 'photos.rejection.not_the_member', defaultMessage: 'de foto lijkt niet jou te tonen' },
  nudity: { id: 'photos.rejection.nudity', defaultMessage: 'naakt of seksuele inhoud is niet toegestaan op profielfoto’s' },
  minor: { id: 'photos.rejection.minor', defaultMessage: 'er staat iemand op die jonger lijkt dan 18' },
  contact_details: { id: 'photos.rejection.contact_details', defaultMessage: 'de foto toont contactgegevens' },
  poor_quality: { id: 'photos.rejection.poor_quality', defaultMessage: 'de foto is te onscherp, te donker of te klein' },
  copyright: { id: 'photos.rejection.copyright', defaultMessage: 'de foto lijkt van iemand anders te zijn (auteursrecht)' },
});
