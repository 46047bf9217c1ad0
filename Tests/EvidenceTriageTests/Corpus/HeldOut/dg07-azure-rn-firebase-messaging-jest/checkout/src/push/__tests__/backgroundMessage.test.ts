import notifee from '@notifee/react-native';

import { parcelStore } from '../../parcels/parcelStore';
import { onBackgroundMessage } from '../backgroundMessage';
import { deliverInBackground, flushPromises } from '../../../test/headless';

jest.mock('@notifee/react-native', () => ({ displayNotification: jest.fn() }));
jest.mock('../../parcels/parcelStore', () => ({
  parcelStore: { applyStatus: jest.fn(() => Promise.resolve()) },
}));

const dataOnly = {
  messageId: '0:1765462931%ab12cd',
  data: { parcelId: 'PP-20931', status: 'out_for_delivery', title: 'Out for delivery' },
};

const withNotification = {
  messageId: '0:1765462977%ef34ab',
  notification: { title: 'Delivered', body: 'PP-20931 was left at the front door' },
  data: { parcelId: 'PP-20931', status: 'delivered' },
};

describe('backgroundMessageHandler', () => {
  beforeEach(() => jest.clearAllMocks());

  it('stores the parcel status from a data-only message', async () => {
    // Same contract as RNFB's headless task: the handler must return a Promise.
    await deliverInBackground(onBackgroundMessage, dataOnly);

    expect(parcelStore.applyStatus).toHaveBeenCalledWith('PP-20931', 'out_for_delivery');
  });

  it('does not display a second notification when the message already carries one', async () => {
    onBackgroundMessage(withNotification as never);
    await flushPromises();

    // iOS already shows the APNs alert for `notification` payloads.
    expect(notifee.displayNotification).not.toHaveBeenCalled();
    expect(parcelStore.applyStatus).toHaveBeenCalledWith('PP-20931', 'delivered');
  });

  it('displays a local notification for data-only messages with a title', async () => {
    onBackgroundMessage(dataOnly as never);
    await flushPromises();
    expect(notifee.displayNotification).toHaveBeenCalledTimes(1);
  });
});
