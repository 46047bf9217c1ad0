import { BackgroundFetch } from 'nativescript-background-fetch';
import { OrchardSync } from '../services/orchard-sync';

describe('background fetch', function () {
    it('configures with a 15 minute minimum interval', async () => {
        const status = await BackgroundFetch.configure({ minimumFetchInterval: 15, stopOnTerminate: false }, () => {}, () => {});
        expect(status).to.equal(BackgroundFetch.STATUS_AVAILABLE);
    });

    it('delivers a fetch event within 2 minutes of configure()', function (done) {
        this.timeout(130000);
        BackgroundFetch.configure({ minimumFetchInterval: 15, stopOnTerminate: false }, async (taskId: string) => {
            await OrchardSync.pullOrders();
            BackgroundFetch.finish(taskId);
            done();
        }, (taskId: string) => BackgroundFetch.finish(taskId));
    });
});
