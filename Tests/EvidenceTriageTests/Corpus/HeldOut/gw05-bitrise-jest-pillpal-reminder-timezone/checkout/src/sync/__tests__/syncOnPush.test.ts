import PushNotificationIOS from '@react-native-community/push-notification-ios';
import { syncOnPush } from '../syncOnPush';
import { syncDoses } from '../syncDoses';

jest.mock('../syncDoses');
jest.mock('@react-native-community/push-notification-ios', () => ({
  FetchResult: { NewData: 'UIBackgroundFetchResultNewData', NoData: 'UIBackgroundFetchResultNoData', ResultFailed: 'UIBackgroundFetchResultFailed' },
}));

const push = () => ({ finish: jest.fn() }) as any;

describe('syncOnPush', () => {
  it('finishes with NewData when doses changed', async () => {
    (syncDoses as jest.Mock).mockResolvedValue(true);
    const n = push();
    await syncOnPush(n);
    expect(n.finish).toHaveBeenCalledWith(PushNotificationIOS.FetchResult.NewData);
  });

  it('finishes with ResultFailed when the sync throws', async () => {
    (syncDoses as jest.Mock).mockRejectedValue(new Error('503 Service Unavailable'));
    const n = push();

    await syncOnPush(n);

    expect(n.finish).toHaveBeenCalledWith(PushNotificationIOS.FetchResult.ResultFailed);
  });
});
