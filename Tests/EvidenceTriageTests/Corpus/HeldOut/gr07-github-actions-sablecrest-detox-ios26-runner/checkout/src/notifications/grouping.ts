import type { PushPayload } from './types';

export type NotificationGroup = { key: string; channelName: string; count: number };

const groups = new Map<string, NotificationGroup>();

export function groupKey(push: PushPayload): string {
  return `${push.payload.type}:${push.payload.post_id}`;
}

export function addToGroup(push: PushPayload): NotificationGroup {
  const key = groupKey(push);
  const group = groups.get(key) ?? { key, channelName: push.title, count: 0 };
  group.count += 1;
  groups.set(key, group);
  return group;
}

export function groupTitle(group: NotificationGroup): string {
  return group.count === 1
    ? `${group.channelName} · 1 new message`
    : `${group.channelName} · ${group.count} new messages`;
}
