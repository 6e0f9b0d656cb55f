import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SignupFailure } from '../../machines/signup/signup-form.machine';
import type { SignupField, SignupProblem } from '../../machines/signup/form-rules';

/** The form's words (Dutch source; spec §5 gives the validation texts it names). */
export const formMessages = defineMessages({
  title: { id: 'signup.title', defaultMessage: 'Gratis aanmelden' },
  submit: { id: 'signup.submit', defaultMessage: 'Gratis aanmelden' },
  busy: { id: 'signup.busy', defaultMessage: 'Je account wordt aangemaakt…' },
  loading: { id: 'signup.loading', defaultMessage: 'Laden…' },
  showPassword: { id: 'signup.showPassword', defaultMessage: 'Toon wachtwoord' },
  chooseGender: { id: 'signup.chooseGender', defaultMessage: 'Kies…' },
  closed: { id: 'signup.closed', defaultMessage: 'Aanmelden kan op dit moment alleen op uitnodiging.' },
  closedHint: { id: 'signup.closedHint', defaultMessage: 'Heb je al een account? Log dan in.' },
  exists: { id: 'signup.exists', defaultMessage: 'Met dit e-mailadres kun je inloggen.' },
  login: { id: 'signup.login', defaultMessage: 'Inloggen' },
  otherAddress: { id: 'signup.otherAddress', defaultMessage: 'Een ander e-mailadres gebruiken' },
  unavailable: { id: 'signup.unavailable', defaultMessage: 'Er is een fout opgetreden, probeer het later opnieuw.' },
  rateLimited: { id: 'signup.rateLimited', defaultMessage: 'Te veel pogingen in korte tijd, probeer het over een minuut opnieuw.' },
});

/** 'Bedoelde je …?': the whole question is the button that accepts the suggested address. */
export const suggestionMessages = defineMessages<{ suggestion: { email: string } }>({
  suggestion: { id: 'signup.suggestion', defaultMessage: 'Bedoelde je {email}?' },
});

export const fieldMessages: Record<SignupField, MessageDescriptor> = defineMessages({
  email: { id: 'signup.field.email', defaultMessage: 'E-mailadres' },
  name: { id: 'signup.field.name', defaultMessage: 'Profielnaam' },
  password: { id: 'signup.field.password', defaultMessage: 'Wachtwoord' },
  date_of_birth: { id: 'signup.field.dateOfBirth', defaultMessage: 'Geboortedatum' },
  gender: { id: 'signup.field.gender', defaultMessage: 'Ik ben' },
  signup_message: { id: 'signup.field.message', defaultMessage: 'Een bericht aan ons (niet verplicht)' },
});

export const problemMessages: Record<SignupProblem, MessageDescriptor> = defineMessages({
  email_invalid: { id: 'signup.problem.emailInvalid', defaultMessage: 'Ongeldige e-mail' },
  name_required: { id: 'signup.problem.nameRequired', defaultMessage: 'Vul een profielnaam in.' },
  name_length: { id: 'signup.problem.nameLength', defaultMessage: 'Je profielnaam is {min} tot {max} tekens lang.' },
  name_same_as_email: { id: 'signup.problem.nameSameAsEmail', defaultMessage: 'Je profielnaam moet anders zijn dan je e-mailadres' },
  name_starts_with_at: { id: 'signup.problem.nameStartsWithAt', defaultMessage: 'Je profielnaam mag niet met @ beginnen.' },
  password_short: { id: 'signup.problem.passwordShort', defaultMessage: 'Je wachtwoord is minstens {min} tekens lang.' },
  date_of_birth_missing: { id: 'signup.problem.dateOfBirthMissing', defaultMessage: 'Vul uw geboortedatum in ({min_age}+ jaar)' },
  date_of_birth_invalid: { id: 'signup.problem.dateOfBirthInvalid', defaultMessage: 'Ongeldige geboortedatum.' },
  date_of_birth_under_age: { id: 'signup.problem.underAge', defaultMessage: 'Je moet minstens {min_age} jaar zijn om je aan te melden.' },
  gender_required: { id: 'signup.problem.genderRequired', defaultMessage: 'Kies of je een man, vrouw, stel of trans bent.' },
  message_too_long: { id: 'signup.problem.messageTooLong', defaultMessage: 'Je bericht is ten hoogste {max} tekens lang.' },
});

export const failureMessages: Record<SignupFailure, MessageDescriptor> = { unavailable: formMessages.unavailable, rate_limited: formMessages.rateLimited };
