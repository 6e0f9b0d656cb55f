import { describe, expect, it } from 'vitest';
import { feedbackOf } from '../../server/modules/mail/reports';
import { mailIdsIn, unsubscribeToken, memberOfUnsubscribeToken, verpAddress } from '../../server/modules/mail/signing';

const report = (type: string, part: string) =>
  `Content-Type: multipart/report;\r\n report-type=${type}; boundary="x"\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nhi\r\n--x\r\n\r\n${part}\r\n--x--\r\n`;

describe('feedback reports', () => {
  it('a DSN disables only for a failed recipient; an ARF only for abuse; anything else says nothing', () => {
    expect(feedbackOf(report('delivery-status', 'Final-Recipient: rfc822; a@b.test\r\nAction: failed'))).toBe('bounce');
    expect(feedbackOf(report('delivery-status', 'Action: delayed'))).toBeNull();
    expect(feedbackOf(report('"feedback-report"', 'Feedback-Type: abuse'))).toBe('fbl');
    expect(feedbackOf(report('feedback-report', 'Feedback-Type: not-spam'))).toBeNull();
    expect(feedbackOf('Subject: Out of office\r\n\r\nAction: failed\r\n')).toBeNull();
  });
});

describe('signed addresses and tokens', () => {
  const key = Buffer.alloc(32, 7);
  const other = Buffer.alloc(32, 8);

  it('a VERP address names its mail only under the key that signed it', () => {
    const address = verpAddress(key, 42, 'localhost');
    expect(mailIdsIn(key, `Return-Path: <${address}>`)).toEqual([42]);
    expect(mailIdsIn(key, address.toUpperCase())).toEqual([42]);
    expect(mailIdsIn(other, address)).toEqual([]);
    expect(mailIdsIn(key, address.replace('bounces+42-', 'bounces+43-'))).toEqual([]);
  });

  it('an unsubscribe token names its member on the member\'s site only', async () => {
    const token = unsubscribeToken(key, 5, 'localhost');
    expect(await memberOfUnsubscribeToken(key, token, async () => 'localhost')).toBe(5);
    expect(await memberOfUnsubscribeToken(key, token, async () => 'flirt.localhost')).toBeNull();
    expect(await memberOfUnsubscribeToken(other, token, async () => 'localhost')).toBeNull();
    expect(await memberOfUnsubscribeToken(key, token.replace('5.', '6.'), async () => 'localhost')).toBeNull();
    expect(await memberOfUnsubscribeToken(key, token, async () => undefined)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await memberOfUnsubscribeToken(key, `${token.slice(0, -1)}${last}`, async () => 'localhost')).toBeNull();
  });
});
