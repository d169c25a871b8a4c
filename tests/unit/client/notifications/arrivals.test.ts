// @vitest-environment jsdom
// Issue 21 item 2: the screens a notification is about change when it arrives, on the stream or, while the stream is
// down, in the list's poll: each arrival announced once, the list's history never.
import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '#shared/api/notifications.ts';
import { Arrivals } from '#client/features/notifications/live.ts';

const item = (id: string, kind: NotificationKind, read = false) => ({ id, kind, read });

describe('Arrivals', () => {
  it('announces what a poll brings after the first answer, once, and nothing of the history', () => {
    const heard: NotificationKind[] = [];
    const arrivals = new Arrivals((kind) => heard.push(kind));
    arrivals.listed([item('01a2', 'support_answer'), item('01a1', 'deposit_low')]);
    expect(heard).toEqual([]);
    // The stream is down; the poll brings moderation's end and a document to sign (newest first).
    arrivals.listed([item('01a4', 'document_to_sign'), item('01a3', 'moderation_approved'), item('01a2', 'support_answer')]);
    expect(heard).toEqual(['moderation_approved', 'document_to_sign']);
    arrivals.listed([item('01a4', 'document_to_sign'), item('01a3', 'moderation_approved')]);
    expect(heard).toEqual(['moderation_approved', 'document_to_sign']);
  });

  it('announces a new user\'s first notification, and one the stream told of only once when the list shows it too', () => {
    const heard: NotificationKind[] = [];
    const arrivals = new Arrivals((kind) => heard.push(kind));
    arrivals.listed([]);
    arrivals.told('01b1', 'moderation_returned');
    arrivals.listed([item('01b1', 'moderation_returned')]);
    // Already read on another device: nothing to show.
    arrivals.listed([item('01b3', 'support_answer', true), item('01b1', 'moderation_returned')]);
    arrivals.told('01b4', 'not_a_kind');
    expect(heard).toEqual(['moderation_returned']);
  });
});
