import { useSelector } from '@xstate/react';
import { useId, type SyntheticEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { maxAboutLength, maxInterests } from '../../io/entities/profile';
import { choiceFields, type ChoiceField, type ProfileField } from '../../machines/profile-edit/draft';
import type { profileEditMachine } from '../../machines/profile-edit/profile-edit.machine';
import {
  selectAbout,
  selectCanSave,
  selectChoice,
  selectChosenInterests,
  selectInterestChoices,
  selectInvalidField,
  selectIsSaving,
  selectRegion,
  selectRegions,
  selectSaved,
  selectSaveFailed,
} from '../../machines/profile-edit/selectors';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { ChipList, Field, FieldGrid, Hint, PlainFieldset, Progress, Section, Spaced, Status } from './form-parts';
import { choiceOptions, fieldLabels, interestLabels } from './labels';

type ProfileEditActor = ActorRefFrom<typeof profileEditMachine>;

const messages = defineMessages<{
  details: {};
  notStated: {};
  save: {};
  saving: {};
  saved: {};
  saveFailed: {};
  invalidChoice: { field: string };
  invalidRegion: {};
  invalidInterests: { max: number };
  invalidAbout: { max: number };
  interestsChosen: { count: number; max: number };
  aboutLength: { count: number; max: number };
}>({
  details: { id: 'profileEdit.details', defaultMessage: 'Over jou' },
  notStated: { id: 'profileEdit.notStated', defaultMessage: 'Niet opgegeven' },
  save: { id: 'profileEdit.save', defaultMessage: 'Profiel opslaan' },
  saving: { id: 'profileEdit.saving', defaultMessage: 'Je profiel wordt opgeslagen…' },
  saved: { id: 'profileEdit.saved', defaultMessage: 'Je profiel is opgeslagen.' },
  saveFailed: { id: 'profileEdit.saveFailed', defaultMessage: 'Je profiel kon niet worden opgeslagen. Je wijzigingen staan er nog: probeer het opnieuw.' },
  invalidChoice: { id: 'profileEdit.invalidChoice', defaultMessage: 'Kies een waarde uit de lijst bij {field}.' },
  invalidRegion: { id: 'profileEdit.invalidRegion', defaultMessage: 'Kies bij Regio een regio uit de lijst.' },
  invalidInterests: { id: 'profileEdit.invalidInterests', defaultMessage: 'Kies bij Interesses ten hoogste {max} interesses.' },
  invalidAbout: { id: 'profileEdit.invalidAbout', defaultMessage: 'Over mij mag ten hoogste {max} tekens lang zijn, zonder stuurtekens.' },
  interestsChosen: { id: 'profileEdit.interestsChosen', defaultMessage: '{count} van de {max} gekozen' },
  aboutLength: { id: 'profileEdit.aboutLength', defaultMessage: '{count} van de {max} tekens' },
});

export const ChoiceSelect = ({ actor, field, invalid, errorId }: { actor: ProfileEditActor; field: ChoiceField; invalid: boolean; errorId: string }) => {
  const intl = useIntl();
  const id = useId();
  const value = useSelector(actor, selectChoice(field));
  const options = choiceOptions[field];
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldLabels[field])}</label>
      <select
        id={id}
        name={field}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => actor.send({ type: 'profile.choose', field, value: e.target.value })}
      >
        {value === '' && (
          <option value="" disabled>
            {intl.formatMessage(messages.notStated)}
          </option>
        )}
        {Object.entries(options).map(([option, label]) => (
          <option key={option} value={option}>
            {intl.formatMessage(label)}
          </option>
        ))}
      </select>
    </Field>
  );
};

const RegionSelect = ({ actor, invalid, errorId }: { actor: ProfileEditActor; invalid: boolean; errorId: string }) => {
  const intl = useIntl();
  const id = useId();
  const region = useSelector(actor, selectRegion);
  const regions = useSelector(actor, selectRegions);
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldLabels.region)}</label>
      <select
        id={id}
        name="region"
        value={region}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => actor.send({ type: 'profile.region', region: e.target.value })}
      >
        {!regions.includes(region) && (
          <option value={region} disabled>
            {region === '' ? intl.formatMessage(messages.notStated) : region}
          </option>
        )}
        {regions.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );
};

export const Interests = ({ actor, invalid, errorId }: { actor: ProfileEditActor; invalid: boolean; errorId: string }) => {
  const intl = useIntl();
  const choices = useSelector(actor, selectInterestChoices);
  const chosen = useSelector(actor, selectChosenInterests);
  return (
    <ChipList aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
      <legend>
        {intl.formatMessage(fieldLabels.interests)} ({intl.formatMessage(messages.interestsChosen, { count: chosen.length, max: maxInterests })})
      </legend>
      {choices.map((tag) => (
        <label key={tag}>
          <input
            type="checkbox"
            name="interests"
            value={tag}
            checked={chosen.includes(tag)}
            onChange={(e) => actor.send({ type: 'profile.interest', tag, chosen: e.target.checked })}
          />
          {intl.formatMessage(interestLabels[tag])}
        </label>
      ))}
    </ChipList>
  );
};

export const About = ({ actor, invalid, errorId }: { actor: ProfileEditActor; invalid: boolean; errorId: string }) => {
  const intl = useIntl();
  const id = useId();
  const countId = useId();
  const about = useSelector(actor, selectAbout);
  return (
    <Field>
      <label htmlFor={id}>{intl.formatMessage(fieldLabels.about)}</label>
      <textarea
        id={id}
        name="about"
        rows={6}
        value={about}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${countId} ${errorId}` : countId}
        onChange={(e) => actor.send({ type: 'profile.about', text: e.target.value })}
      />
      <Hint id={countId}>{intl.formatMessage(messages.aboutLength, { count: about.length, max: maxAboutLength })}</Hint>
    </Field>
  );
};

/** The error of a refused field, in the words of that field. */
const FieldError = ({ field, id }: { field: ProfileField; id: string }) => {
  const intl = useIntl();
  const text = (() => {
    switch (field) {
      case 'region':
        return intl.formatMessage(messages.invalidRegion);
      case 'interests':
        return intl.formatMessage(messages.invalidInterests, { max: maxInterests });
      case 'about':
        return intl.formatMessage(messages.invalidAbout, { max: maxAboutLength });
      default:
        return intl.formatMessage(messages.invalidChoice, { field: intl.formatMessage(fieldLabels[field]) });
    }
  })();
  return (
    <ErrorText id={id} role="alert">
      {text}
    </ErrorText>
  );
};

/** The attributes and the about text of the own profile; saved together. */
export const ProfileForm = ({ actor }: { actor: ProfileEditActor }) => {
  const intl = useIntl();
  const errorId = useId();
  const invalidField = useSelector(actor, selectInvalidField);
  const saving = useSelector(actor, selectIsSaving);
  const saved = useSelector(actor, selectSaved);
  const failed = useSelector(actor, selectSaveFailed);
  const canSave = useSelector(actor, selectCanSave);
  const errorOf = (field: ProfileField) => ({ invalid: invalidField === field, errorId });
  const save = (e: SyntheticEvent) => {
    e.preventDefault();
    actor.send({ type: 'profile.save' });
  };
  return (
    <Section aria-labelledby={`${errorId}-heading`}>
      <h2 id={`${errorId}-heading`}>{intl.formatMessage(messages.details)}</h2>
      <form onSubmit={save} aria-busy={saving} noValidate>
        <PlainFieldset disabled={saving}>
          <FieldGrid>
            {choiceFields.map((field) => (
              <ChoiceSelect key={field} actor={actor} field={field} {...errorOf(field)} />
            ))}
            <RegionSelect actor={actor} {...errorOf('region')} />
          </FieldGrid>
          <Spaced>
            <Interests actor={actor} {...errorOf('interests')} />
          </Spaced>
          <Spaced>
            <About actor={actor} {...errorOf('about')} />
          </Spaced>
        </PlainFieldset>
        {invalidField !== null && <FieldError field={invalidField} id={errorId} />}
        {failed && <ErrorText role="alert">{intl.formatMessage(messages.saveFailed)}</ErrorText>}
        {saved && <Status role="status">{intl.formatMessage(messages.saved)}</Status>}
        {saving && <Progress aria-label={intl.formatMessage(messages.saving)} />}
        <PrimaryButton type="submit" disabled={!canSave}>
          {intl.formatMessage(messages.save)}
        </PrimaryButton>
      </form>
    </Section>
  );
};
