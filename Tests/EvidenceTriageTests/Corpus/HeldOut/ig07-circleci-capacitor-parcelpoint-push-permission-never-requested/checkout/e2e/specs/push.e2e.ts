import { simctlPush, openNotificationCenter } from '../helpers/simulator';

describe('Delivery notifications', () => {
  it('shows the parcel list after login', async () => {
    await $('~parcel-list').waitForDisplayed({ timeout: 20000 });
  });

  it('opens the parcel when a delivery notification is tapped', async () => {
    simctlPush('com.parcelpoint.app', {
      aps: { alert: { title: 'Parcel PP-40921', body: 'Your parcel is out for delivery' } },
      parcelId: 'PP-40921',
    });
    await openNotificationCenter();
    const banner = await $("-ios predicate string:label CONTAINS 'Your parcel is out for delivery'");
    await banner.waitForDisplayed({ timeout: 20000 });
    await banner.click();
    await $('~parcel-detail-PP-40921').waitForDisplayed({ timeout: 15000 });
  });
});
