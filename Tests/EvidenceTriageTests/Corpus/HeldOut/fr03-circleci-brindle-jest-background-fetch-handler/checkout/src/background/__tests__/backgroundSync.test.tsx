import React from 'react';
import { render } from '@testing-library/react-native';
import BackgroundFetch from 'react-native-background-fetch';

import App from '../../App';
import * as api from '../../api/walksApi';
import { bootstrap } from '../../bootstrap';

jest.mock('../../api/walksApi');
jest.mock('../../walks/WalkListScreen', () => ({ WalkListScreen: () => null }));

const mockFetch = BackgroundFetch as unknown as typeof BackgroundFetch & {
  __emitFetch: (taskId?: string) => Promise<void>;
  __reset: () => void;
};

describe('BackgroundSync', () => {
  beforeEach(() => {
    mockFetch.__reset();
    jest.clearAllMocks();
  });

  it('schedules with a 15 minute minimum interval', async () => {
    bootstrap();

    expect(BackgroundFetch.configure).toHaveBeenCalledWith(
      expect.objectContaining({ minimumFetchInterval: 15 }),
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('handles each fetch event once', async () => {
    jest.mocked(api.uploadWalks).mockResolvedValue({ accepted: 2 });
    bootstrap();
    render(<App />);

    await mockFetch.__emitFetch();

    expect(api.uploadWalks).toHaveBeenCalledTimes(1);
  });

  it('finishes the fetch task when the upload fails', async () => {
    jest.mocked(api.uploadWalks).mockRejectedValue(new Error('503 Service Unavailable'));
    bootstrap();

    await mockFetch.__emitFetch().catch(() => undefined);

    expect(BackgroundFetch.finish).toHaveBeenCalledWith('com.transistorsoft.fetch');
  });
});
