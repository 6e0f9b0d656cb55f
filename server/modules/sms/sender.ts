/**
 * Sends a text message to a phone number (E.164). The demo's default writes it to a file (files.ts) that
 * /dev/sms lists; a real gateway is another implementation of this, chosen in register.ts.
 */
export interface SmsSender {
  /** Resolves once the message was handed over; rejects when it was not. */
  send(to: string, text: string): Promise<void>;
}
