import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TotpEnrollment } from '../../../io/entities/staff';

/** The name an authenticator app lists the account under. */
const issuer = 'Rendezvous staff';

export const newTotpSecret = (): string => generateSecret();

/**
 * The time step a code matched (RFC 6238: 30-second steps, 6 digits, SHA-1, as every authenticator app
 * does), one step of clock drift either way; 'wrong' when it matched none, 'none' without a code.
 */
export const matchTotp = async (secret: string | null, code: string | undefined, now: Date): Promise<number | 'none' | 'wrong'> => {
  if (code === undefined) return 'none';
  if (secret === null) return 'wrong';
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: 30 }).catch(() => ({ valid: false as const }));
  // The matched step: the current one (epoch / 30 s) moved by the drift the code showed.
  return result.valid ? Math.floor(epoch / 30) + result.delta : 'wrong';
};

/** The code an authenticator shows at `now` for `secret` (the tests' logins). */
export const totpCodeAt = (secret: string, now: Date): Promise<string> => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

export const enrollmentOf = async (secret: string, email: string): Promise<TotpEnrollment> => {
  const uri = generateURI({ issuer, label: email, secret });
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
};
