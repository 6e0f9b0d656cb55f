import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import type { ChatMessage } from '../../io/entities/chat';
import { maxPhotoUploadBytes, PhotoList } from '../../io/entities/photo';
import { ApiError } from '../../io/errors';
import { createLocalFileStorage } from '../../server/storage/local-files';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { chatCalls } from './support/chat';
import { countEvents, drivers } from './support/database';
import { idOf } from './support/members';
import { multipart, stripedJpeg } from './support/photos';

/** A photo store in a temporary directory, and the file names it holds for a member. */
const temporaryStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rendezvous-chat-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const filesOf = (memberId: number): string[] => {
    try {
      return readdirSync(join(dir, 'photos', String(memberId))).sort();
    } catch {
      return [];
    }
  };
  return { storage: createLocalFileStorage(dir), filesOf };
};

const sixFiles = (photoId: string) =>
  ['card', 'card-blurred', 'full', 'full-blurred', 'thumb', 'thumb-blurred'].map((variant) => `${photoId}-${variant}.webp`).sort();

const photoIdOf = (message: ChatMessage): string => {
  const match = /\/([A-Za-z0-9_-]{22})-full(-blurred)?\.webp$/.exec(message.photo?.files.full ?? '');
  if (match?.[1] === undefined) throw new Error(`no chat photo in ${JSON.stringify(message)}`);
  return match[1];
};

describe.each(drivers)('sending photos in chat on %s', (driver) => {
  const store = temporaryStore();
  const t = useTestApp(driver, { demoMembers: 40, photoStorage: store.storage });
  const { conversation, chats, credits, grant, unconfirmed } = chatCalls(t);

  const sendPhoto = async (cookie: string, query: string, bytes: Buffer, key?: string) => {
    const body = multipart('photo', bytes);
    const keyed = key === undefined ? {} : { 'idempotency-key': key };
    return t.app.inject({ method: 'POST', url: `/api/chat-photo.php?${query}`, payload: body.payload, headers: { ...body.headers, cookie, ...keyed } });
  };
  const refusal = (response: Awaited<ReturnType<typeof sendPhoto>>) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });
  const media = (cookie: string | undefined, file: string) =>
    t.app.inject({ method: 'GET', url: `/media/${file}`, headers: cookie === undefined ? {} : { cookie } });

  it('stores a photo once per Idempotency-Key for photo_credits; the free recipient gets it locked, with only its blurred files', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const filesBefore = store.filesOf(premium);
    const before = await credits(premium) ?? 0;
    const bytes = await stripedJpeg(60);
    const first = await sendPhoto(premiumCookie, `member_id=${String(demo)}`, bytes, 'photo-1');
    expect(first.statusCode).toBe(200);
    const sent = bodyOf(contract.sendChatPhoto.response, first);
    const photoId = photoIdOf(sent.message);
    expect(sent.message).toMatchObject({ from_me: true, text: '', gift: null, status: 'sent' });
    expect(sent.message.photo).toEqual({
      files: { full: `photos/${String(premium)}/${photoId}-full.webp`, card: `photos/${String(premium)}/${photoId}-card.webp`, thumb: `photos/${String(premium)}/${photoId}-thumb.webp` },
      thumbhash: sent.message.photo?.thumbhash,
      locked: false,
    });
    expect(sent.message.photo?.thumbhash).toMatch(/^[A-Za-z0-9+/]{20,}=*$/);
    expect(sent.credits).toBe(before - 1);

    // The replay processes the upload again, answers the first message, and keeps none of its own files.
    const events = await countEvents(t.db);
    const replay = await sendPhoto(premiumCookie, `member_id=${String(demo)}`, bytes, 'photo-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(contract.sendChatPhoto.response, replay)).toEqual(sent);
    expect(await countEvents(t.db)).toBe(events);
    expect(await credits(premium)).toBe(before - 1);
    expect(store.filesOf(premium)).toEqual([...filesBefore, ...sixFiles(photoId)].sort());

    const seen = (await conversation(demoCookie, sent.message.conversation_id)).messages.at(-1);
    expect(seen?.photo).toEqual({
      files: { full: `photos/${String(premium)}/${photoId}-full-blurred.webp`, card: `photos/${String(premium)}/${photoId}-card-blurred.webp`, thumb: `photos/${String(premium)}/${photoId}-thumb-blurred.webp` },
      thumbhash: sent.message.photo?.thumbhash,
      locked: true,
    });
    const listed = (await chats(demoCookie)).find((chat) => chat.conversation.id === sent.message.conversation_id);
    expect(listed?.last_message).toMatchObject({ text: '', from_me: false, kind: 'photo' });

    // The files: the sender all, the free recipient only the blurred ones, anyone else none.
    expect((await media(premiumCookie, `photos/${String(premium)}/${photoId}-full.webp`)).statusCode).toBe(200);
    expect((await media(demoCookie, `photos/${String(premium)}/${photoId}-full.webp`)).statusCode).toBe(404);
    const blurred = await media(demoCookie, `photos/${String(premium)}/${photoId}-card-blurred.webp`);
    expect([blurred.statusCode, blurred.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await media(undefined, `photos/${String(premium)}/${photoId}-card-blurred.webp`)).statusCode).toBe(404);
    const stranger = await logIn(t.app, 'new@rendezvous.test');
    expect((await media(stranger, `photos/${String(premium)}/${photoId}-card-blurred.webp`)).statusCode).toBe(404);

    // None of the sender's profile photos.
    const profile = bodyOf(PhotoList, await t.app.inject({ method: 'GET', url: `/api/photos.php?member=${String(premium)}`, headers: { cookie: premiumCookie } }));
    expect(profile.photos.map((photo) => photo.id)).not.toContain(photoId);
  });

  it('shows a photo to a premium recipient unlocked, with its clear files', async () => {
    const [premium, demo] = [await idOf(t.db, 'premium@rendezvous.test'), await idOf(t.db, 'demo@rendezvous.test')];
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    await grant(demo, 'photo-to-premium', 1);
    const sent = bodyOf(contract.sendChatPhoto.response, await sendPhoto(demoCookie, `member_id=${String(premium)}`, await stripedJpeg(120)));
    expect(sent.message.photo?.locked).toBe(false);
    expect(await credits(demo)).toBe(0);
    const photoId = photoIdOf(sent.message);
    const seen = (await conversation(premiumCookie, sent.message.conversation_id)).messages.find((message) => message.id === sent.message.id);
    expect(seen?.photo).toEqual({ ...sent.message.photo, locked: false });
    expect((await media(premiumCookie, `photos/${String(demo)}/${photoId}-full.webp`)).statusCode).toBe(200);
  });

  it('removes the files of a photo refused for want of credits, an unconfirmed e-mail or an unknown conversation, and writes none for a bad or too large image', async () => {
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const cookie = await logIn(t.app);
    const [chat] = await chats(cookie);
    if (chat === undefined) throw new Error('the demo member has no chats');
    expect(await credits(demo)).toBe(0);
    const kept = store.filesOf(demo);
    const events = await countEvents(t.db);
    const bytes = await stripedJpeg(200);
    expect(refusal(await sendPhoto(cookie, `conversation_id=${String(chat.conversation.id)}`, bytes, 'poor-1'))).toEqual({ status: 402, body: { error: 'insufficient_credits' } });
    expect(refusal(await sendPhoto(cookie, 'conversation_id=999999', bytes))).toEqual({ status: 404, body: { error: 'not_found' } });
    expect(refusal(await sendPhoto(cookie, `conversation_id=${String(chat.conversation.id)}&member_id=${String(chat.profile.id)}`, bytes))).toEqual({
      status: 400, body: { error: 'invalid_input', field: 'conversation_id' },
    });
    expect(refusal(await sendPhoto(cookie, `conversation_id=${String(chat.conversation.id)}`, Buffer.from('not an image')))).toEqual({
      status: 400, body: { error: 'invalid_image', field: 'photo' },
    });
    const tooLarge = Buffer.concat([bytes, Buffer.alloc(maxPhotoUploadBytes)]);
    expect(refusal(await sendPhoto(cookie, `conversation_id=${String(chat.conversation.id)}`, tooLarge))).toEqual({
      status: 413, body: { error: 'payload_too_large', field: 'photo' },
    });
    expect(store.filesOf(demo)).toEqual(kept);
    expect(await countEvents(t.db)).toBe(events);

    const newcomer = await unconfirmed('photo-unconfirmed@rendezvous.test');
    await grant(newcomer, 'unconfirmed-photo', 5);
    const newcomerCookie = await logIn(t.app, 'photo-unconfirmed@rendezvous.test');
    const newcomerEvents = await countEvents(t.db);
    expect(refusal(await sendPhoto(newcomerCookie, `member_id=${String(demo)}`, bytes))).toEqual({ status: 403, body: { error: 'email_not_confirmed' } });
    expect(store.filesOf(newcomer)).toEqual([]);
    expect(await credits(newcomer)).toBe(5);
    expect(await countEvents(t.db)).toBe(newcomerEvents);

    // Paid for, the same photo goes through.
    await grant(demo, 'photo-refill', 1);
    const sent = bodyOf(contract.sendChatPhoto.response, await sendPhoto(cookie, `conversation_id=${String(chat.conversation.id)}`, bytes, 'poor-2'));
    expect(store.filesOf(demo)).toEqual([...kept, ...sixFiles(photoIdOf(sent.message))].sort());
  });
});
