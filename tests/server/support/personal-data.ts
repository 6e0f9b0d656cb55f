import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { hashPassword } from '../../../server/modules/accounts/password';
import { runBlockCommand } from '../../../server/modules/blocks/commands';
import { runConversationCommand } from '../../../server/modules/conversations/commands';
import { runMandateCommand } from '../../../server/modules/direct-debit/commands';
import { nextId } from '../../../server/modules/ids';
import { photoFile, variants } from '../../../server/modules/photos/variants';
import { runReportCommand } from '../../../server/modules/reports/commands';
import type { FileStorage } from '../../../server/storage/storage';
import { logIn, type TestApp } from './app';
import { validForm } from './direct-debit';
import { connect, deleteAccount, joinMember, leavingPassword, type JoinedMember } from './leaving';
import { multipart, stripedJpeg } from './photos';

/** The personal facts a member of `personWithData` left behind, each a string to look for after erasure. */
export interface PersonalFacts {
  readonly email: string;
  /** The address the member signed up with, changed since. */
  readonly formerEmail: string;
  /** The hash of a password changed since signup. */
  readonly passwordHash: string;
  readonly name: string;
  readonly signupMessage: string;
  readonly trackingValue: string;
  readonly about: string;
  readonly message: string;
  readonly reportNote: string;
  readonly complaintName: string;
  readonly deletionComment: string;
  readonly accountHolder: string;
  readonly iban: string;
  readonly phone: string;
}

export interface PersonWithData {
  readonly member: JoinedMember;
  readonly partner: JoinedMember;
  readonly conversationId: number;
  readonly facts: PersonalFacts;
  /** The photo ids whose files the member has in the store: one profile photo, one sent in the conversation. */
  readonly photoIds: ReadonlyArray<string>;
}

const chatPhotoId = (label: string): string => `chatphoto${label}`.padEnd(22, 'x').slice(0, 22);

/**
 * A member of the localhost site with personal data in every place the product keeps it: the signup's tracking
 * and message, a profile text, a profile photo and a chat photo (files in `storage`), likes and a conversation
 * with a partner, a block, a report with a note, a complaint, a direct-debit mandate and credits. `label` makes
 * every fact unique to this member.
 */
export const personWithData = async (t: TestApp, storage: FileStorage, label: string): Promise<PersonWithData> => {
  const facts: PersonalFacts = {
    email: `${label}@erasure.test`, formerEmail: `${label}-before@erasure.test`, passwordHash: await hashPassword(leavingPassword), name: `Zoekmij${label}`, signupMessage: `Aanmeldtekst ${label}`, trackingValue: `campagne-${label}`,
    about: `Over mij ${label}`, message: `Geheime zin ${label}`, reportNote: `Meldingsnotitie ${label}`, complaintName: `Klager ${label}`,
    deletionComment: `Afscheidswoord ${label}`, accountHolder: `Rekeninghouder ${label}`, iban: 'NL91ABNA0417164300', phone: '+31612345678',
  };
  const at = t.clock.now();
  const id = await t.db.transaction(async (tx) => {
    const memberId = await nextId(tx, 'member_id_seq');
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email: facts.formerEmail, passwordHash: await hashPassword(leavingPassword), name: facts.name, gender: 'female',
        birthDate: '1987-06-05', country: 'NL', region: 'Utrecht', city: 'Utrecht', language: 'nl', fictional: false, at,
        tracking: { utm_campaign: facts.trackingValue }, signupMessage: facts.signupMessage,
      },
    });
    await runAccountCommand(tx, memberId, { type: 'ChangeEmail', data: { email: facts.email, at } });
    await runAccountCommand(tx, memberId, { type: 'ChangePassword', data: { passwordHash: facts.passwordHash, keepSession: '', at } });
    await runAccountCommand(tx, memberId, { type: 'EditProfile', data: { changes: { about: facts.about }, siteCountries: ['NL'], at } });
    await runAccountCommand(tx, memberId, { type: 'GrantCredits', data: { grantId: `grant-${label}`, credits: 10, reason: 'signup', at } });
    return memberId;
  });
  const member = { id, email: facts.email, cookie: await logIn(t.app, facts.email, leavingPassword) };
  const partner = await joinMember(t, `${label}-partner@erasure.test`, { gender: 'male', name: 'Bram' });

  const upload = multipart('photo', await stripedJpeg(90));
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/photos.php', payload: upload.payload, headers: { ...upload.headers, cookie: member.cookie } });
  if (uploaded.statusCode !== 201) throw new Error(`photo upload: ${String(uploaded.statusCode)} ${uploaded.body}`);
  const [photo] = await t.db.query<{ id: string }>('SELECT id FROM photos WHERE member_id = $1', [id]);
  if (photo === undefined) throw new Error('no photo row');

  const conversationId = await connect(t, id, partner.id);
  const sentPhoto = chatPhotoId(label);
  for (const variant of variants) await storage.put(photoFile(id, sentPhoto, variant), Buffer.from('a chat photo'));
  await t.db.transaction(async (tx) => {
    for (const [text, attachment] of [[facts.message, undefined], ['', { photo: { photoId: sentPhoto, source: { kind: 'upload', thumbhash: 'chatthumb' } } }]] as const) {
      const messageId = await nextId(tx, 'message_id_seq');
      await runConversationCommand(tx, conversationId, { type: 'SendMessage', data: { messageId, from: id, text, maxLength: 500, at, ...(attachment === undefined ? {} : { attachment }) } });
    }
    await runBlockCommand(tx, { type: 'BlockMember', data: { blocker: id, blocked: partner.id, at } });
    await runReportCommand(tx, { type: 'ReportProfile', data: { reporter: id, reported: partner.id, reason: 'spam', note: facts.reportNote, at } });
    await runMandateCommand(tx, `mandate-of-${label}`, {
      type: 'RequestMandate',
      data: {
        mandateId: `mandate-of-${label}`, memberId: id, memberCountry: 'NL', site: 'localhost', form: { ...validForm, account_holder: facts.accountHolder },
        codeHash: 'code-hash', history: { requests: [], debits: [], blockedUntil: null }, at,
      },
    });
  });
  const complaint = await t.app.inject({
    method: 'POST', url: '/api/complaints.php', headers: { cookie: member.cookie, 'idempotency-key': `complaint-${label}` },
    payload: { name: facts.complaintName, email: facts.email, subject: 'Afschrijving', message: 'Twee keer betaald.', language: 'nl' },
  });
  if (complaint.statusCode !== 200) throw new Error(`complaint: ${String(complaint.statusCode)} ${complaint.body}`);
  return { member, partner, conversationId, facts, photoIds: [photo.id, sentPhoto] };
};

/** Deletes the account with the fact's comment (the cookie ends with it). */
export const deleteWithComment = async (t: TestApp, person: PersonWithData): Promise<void> => {
  const deleted = await deleteAccount(t.app, person.member.cookie, { reason: 'price', comment: person.facts.deletionComment });
  if (deleted.statusCode !== 200) throw new Error(`delete: ${String(deleted.statusCode)} ${deleted.body}`);
};
