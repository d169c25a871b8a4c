// The server's idea of now, injected everywhere (tests move a clock of their own through buildApp's options).
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
