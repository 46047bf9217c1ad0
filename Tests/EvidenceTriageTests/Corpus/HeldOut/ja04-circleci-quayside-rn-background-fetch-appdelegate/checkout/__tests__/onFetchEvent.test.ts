import BackgroundFetch from 'react-native-background-fetch';
import { onFetchEvent } from '../src/background/onFetchEvent';

jest.mock('react-native-background-fetch', () => ({ finish: jest.fn(), configure: jest.fn() }));
jest.mock('../src/board/refreshTimetable', () => ({ refreshTimetable: jest.fn().mockResolvedValue(3) }));

describe('onFetchEvent', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refreshes the timetable', async () => {
    await onFetchEvent('com.transistorsoft.fetch');
    expect(require('../src/board/refreshTimetable').refreshTimetable).toHaveBeenCalled();
  });

  it('finishes with the task id it received', async () => {
    await onFetchEvent('com.transistorsoft.fetch');
    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
