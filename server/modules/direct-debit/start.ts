import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import { ProviderUnavailable } from '../../http/errors';
import type { Site } from '../../http/site';
import { mailText } from '../mail/texts';
import type { MemberRow } from '../members/member-row';
import type { SmsSender } from '../sms/sender';
import { ibanEnd, phoneHint } from './bank-details';
import { hashSmsCode, newMandateId, newSmsCode } from './code';
import { runMandateCommand } from './commands';
import type { MandateForm, MandateRejection } from './decide';
import { MandateRequested } from './events';
import { directDebitHistory, lockMemberDirectDebit } from './read';
import { codeValidMs } from './rules';

export interface MandateRequest {
  readonly member: MemberRow;
  readonly site: Site;
  readonly form: MandateForm;
  /** The code to send, and its argon2id hash, made before the transaction (hashing is slow by design). */
  readonly code: { readonly text: string; readonly hash: string };
  readonly at: Date;
}

export type RequestOutcome =
  | { readonly kind: 'requested'; readonly mandateId: string; readonly phoneHint: string }
  | { readonly kind: 'rejected'; readonly reason: MandateRejection };

/** The code's text message in the member's language; of the IBAN it names only the end. */
const smsText = (member: MemberRow, site: Site, code: string, iban: string): string =>
  mailText(Locale.is(member.language) ? member.language : defaultLocale, 'directdebit.sms', {
    code, site: site.settings.name, account: ibanEnd(iban), minutes: String(codeValidMs / 60_000),
  });

/** A new SMS code and its hash: made before startMandate, outside the transaction that holds the member's lock. */
export const newCodeFor = async (hashCode: (code: string) => Promise<string> = hashSmsCode): Promise<MandateRequest['code']> => {
  const text = newSmsCode();
  return { text, hash: await hashCode(text) };
};

/**
 * Records a mandate waiting for its code and sends the code by SMS, in the caller's transaction. The SMS goes
 * out before the transaction commits: when it cannot be sent nothing is kept (502, the member asks again);
 * a commit that fails after it leaves a code for a mandate that does not exist, which confirms nothing.
 */
export const startMandate = async (tx: Queryable, sms: SmsSender, { member, site, form, code, at }: MandateRequest): Promise<RequestOutcome> => {
  await lockMemberDirectDebit(tx, member.id);
  const history = await directDebitHistory(tx, member.id, at);
  const mandateId = newMandateId();
  const decision = await runMandateCommand(tx, mandateId, {
    type: 'RequestMandate',
    data: { mandateId, memberId: member.id, memberCountry: member.country, site: site.domain, form, codeHash: code.hash, history, at },
  });
  if (decision.kind === 'rejected') return { kind: 'rejected', reason: decision.reason };
  const requested = decision.events.find(MandateRequested.is);
  if (requested === undefined) throw new Error(`mandate ${mandateId}: requested without a MandateRequested`);
  const { phone, iban } = requested.data;
  await sms.send(phone, smsText(member, site, code.text, iban)).catch((error: unknown) => {
    throw new ProviderUnavailable('SMS sender', { cause: error });
  });
  return { kind: 'requested', mandateId, phoneHint: phoneHint(phone) };
};
