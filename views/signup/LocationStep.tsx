import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { geolocationMachine } from '../../machines/geolocation/geolocation.machine';
import { selectButtonStyle, selectCanLocate, selectManualReason, selectPermission } from '../../machines/geolocation/selectors';
import type { locationMachine } from '../../machines/location/location.machine';
import {
  selectArea,
  selectAreaRegions,
  selectCountries,
  selectGeolocationChild,
  selectLocationBusy,
  selectLocationLoadFailed,
  selectLocationLoading,
  selectSaveFailed,
} from '../../machines/signup/selectors';
import { Field, FieldGrid } from '../profile-edit/form-parts';
import { classed } from '../shell/classed';
import { ErrorText, PrimaryButton, Spinner } from '../shell/ui';
import { css } from '@linaria/core';
import { colors } from '../theme';

const messages = defineMessages({
  locate: { id: 'signup.location.locate', defaultMessage: 'Gebruik mijn locatie' },
  locating: { id: 'signup.location.locating', defaultMessage: 'Je locatie wordt bepaald…' },
  unsupported: { id: 'signup.location.unsupported', defaultMessage: 'Je browser kan je locatie niet bepalen. Kies hieronder waar je woont.' },
  refused: { id: 'signup.location.refused', defaultMessage: 'Je locatie is niet gedeeld. Kies hieronder waar je woont.' },
  failed: { id: 'signup.location.failed', defaultMessage: 'Je locatie kon niet worden bepaald. Probeer het opnieuw of kies hieronder waar je woont.' },
  notFound: { id: 'signup.location.notFound', defaultMessage: 'We vonden geen plaats bij jouw locatie. Kies hieronder waar je woont.' },
  blocked: { id: 'signup.location.blocked', defaultMessage: 'Je browser staat locatie voor deze site niet toe.' },
  country: { id: 'signup.location.country', defaultMessage: 'Land' },
  region: { id: 'signup.location.region', defaultMessage: 'Regio' },
  city: { id: 'signup.location.city', defaultMessage: 'Woonplaats' },
  chooseRegion: { id: 'signup.location.chooseRegion', defaultMessage: 'Kies…' },
  loading: { id: 'signup.location.loading', defaultMessage: 'Laden…' },
  loadFailed: { id: 'signup.location.loadFailed', defaultMessage: 'Je woonplaats kon niet worden geladen.' },
  retry: { id: 'signup.location.retry', defaultMessage: 'Opnieuw proberen' },
  saveFailed: { id: 'signup.location.saveFailed', defaultMessage: 'Je woonplaats kon niet worden opgeslagen. Probeer het opnieuw.' },
});

const LocateButton = classed('button', css`
  min-height: 44px;
  padding: 0 1rem;
  border: 2px solid ${colors.dark};
  border-radius: 999px;
  background: ${colors.surface};
  color: ${colors.dark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-style='active'] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &[data-style='error'] {
    border-color: ${colors.danger};
    color: ${colors.danger};
  }
`);

type GeolocationActor = ActorRefFrom<typeof geolocationMachine>;

const Locate = ({ actor }: { actor: GeolocationActor }) => {
  const intl = useIntl();
  const style = useSelector(actor, selectButtonStyle);
  const canLocate = useSelector(actor, selectCanLocate);
  const permission = useSelector(actor, selectPermission);
  const manual = useSelector(actor, selectManualReason);
  return (
    <div aria-busy={style === 'active'}>
      {manual !== 'unsupported' && (
        <LocateButton type="button" data-style={style ?? undefined} disabled={!canLocate} onClick={() => actor.send({ type: 'geo.locate' })}>
          {intl.formatMessage(style === 'active' ? messages.locating : messages.locate)}
        </LocateButton>
      )}
      {permission === 'denied' && manual === null && <p>{intl.formatMessage(messages.blocked)}</p>}
      {manual !== null && <p role="status">{intl.formatMessage(messages[manual])}</p>}
    </div>
  );
};

/** Signup step 1: where the member lives, found by geolocation or chosen by hand (spec §4). */
export const LocationStep = ({ actor }: { actor: ActorRefFrom<typeof locationMachine> }) => {
  const intl = useIntl();
  const id = useId();
  const loading = useSelector(actor, selectLocationLoading);
  const loadFailed = useSelector(actor, selectLocationLoadFailed);
  const busy = useSelector(actor, selectLocationBusy);
  const area = useSelector(actor, selectArea);
  const regions = useSelector(actor, selectAreaRegions);
  const countries = useSelector(actor, selectCountries);
  const saveFailed = useSelector(actor, selectSaveFailed);
  const geolocation = useSelector(actor, selectGeolocationChild);
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  if (loading) return <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />;
  if (loadFailed) {
    return (
      <div role="alert">
        <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'location.retry' })}>
          {intl.formatMessage(messages.retry)}
        </PrimaryButton>
      </div>
    );
  }
  return (
    <div aria-busy={busy}>
      {geolocation !== undefined && <Locate actor={geolocation} />}
      <FieldGrid>
        <Field>
          <label htmlFor={`${id}-country`}>{intl.formatMessage(messages.country)}</label>
          <select id={`${id}-country`} value={area.country} onChange={(e) => actor.send({ type: 'location.country', country: e.target.value })}>
            {countries.map((country) => (
              <option key={country} value={country}>
                {regionNames.of(country) ?? country}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-region`}>{intl.formatMessage(messages.region)}</label>
          <select id={`${id}-region`} value={area.region} onChange={(e) => actor.send({ type: 'location.region', region: e.target.value })}>
            {!regions.includes(area.region) && (
              <option value={area.region} disabled>
                {area.region === '' ? intl.formatMessage(messages.chooseRegion) : area.region}
              </option>
            )}
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-city`}>{intl.formatMessage(messages.city)}</label>
          <input id={`${id}-city`} type="text" autoComplete="address-level2" value={area.city} onChange={(e) => actor.send({ type: 'location.city', city: e.target.value })} />
        </Field>
      </FieldGrid>
      {saveFailed && <ErrorText role="alert">{intl.formatMessage(messages.saveFailed)}</ErrorText>}
    </div>
  );
};
