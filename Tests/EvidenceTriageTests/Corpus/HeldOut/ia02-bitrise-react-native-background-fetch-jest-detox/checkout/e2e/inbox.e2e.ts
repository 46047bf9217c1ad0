import {by, device, element, expect} from 'detox';

describe('Inbox', () => {
  beforeAll(async () => {
    await device.launchApp({newInstance: true, launchArgs: {fixture: 'inbox-three-unread'}});
  });

  it('lists notes newest first', async () => {
    await expect(element(by.id('note-row-0'))).toHaveLabel('Trail report, today');
  });

  it('shows unread count badge', async () => {
    await expect(element(by.id('unread-badge'))).toHaveText('3');
  });
});
