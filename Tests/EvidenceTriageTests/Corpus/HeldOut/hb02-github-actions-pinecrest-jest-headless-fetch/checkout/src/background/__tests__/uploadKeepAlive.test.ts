import {api} from '../../net/api';

jest.mock('../../net/api');
jest.useFakeTimers();

describe('UploadKeepAlive', () => {
  let keepAliveDuring: typeof import('../uploadKeepAlive').keepAliveDuring;

  beforeEach(() => {
    jest.resetModules();
    ({keepAliveDuring} = require('../uploadKeepAlive'));
  });

  it('pings the server every 30 seconds while an upload runs', async () => {
    let resolve!: (v: string) => void;
    const upload = new Promise<string>(r => (resolve = r));

    const done = keepAliveDuring(upload);
    jest.advanceTimersByTime(95_000);
    expect(api.ping).toHaveBeenCalledTimes(3);

    resolve('ok');
    await expect(done).resolves.toBe('ok');
  });

  it('stops the timer when the upload settles', async () => {
    await keepAliveDuring(Promise.reject(new Error('offline'))).catch(() => undefined);
    jest.advanceTimersByTime(60_000);
    expect(api.ping).not.toHaveBeenCalled();
  });
});
