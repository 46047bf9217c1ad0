import { BackgroundFetch } from 'nativescript-background-fetch';

describe('BackgroundFetch', () => {
  it('reports background refresh as available', (done) => {
    BackgroundFetch.status((status: number) => {
      console.log(`[cinderbox] background refresh status: ${status}`);
      expect(status).toBe(UIBackgroundRefreshStatus.Available);
      done();
    });
  });

  it('delivers a fetch event within 60 seconds of configure', (done) => {
    BackgroundFetch.configure({ stopOnTerminate: false }, () => {
      BackgroundFetch.finish();
      done();
    });
  }, 60000);
});
