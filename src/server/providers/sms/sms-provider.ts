// DESIGN §4: the SMS provider sits behind this interface; the built-in one keeps an outbox for development.
export type SmsProvider = {
  readonly name: string;
  /** `code` is kept beside the text only by the dev provider, so tests and the test-mode screen can read it. */
  send(message: { phone: string; text: string; code?: string }): Promise<void>;
};
