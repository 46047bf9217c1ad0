import * as geolocation from '@nativescript/geolocation';
import { CoreTypes } from '@nativescript/core';
import { FakeLocationManager } from './helpers/fake-location-manager';

describe('geolocation permissions', function () {
    this.timeout(20000);

    it('reports location services enabled on the simulator', async () => {
        expect(await geolocation.isEnabled({ desiredAccuracy: CoreTypes.Accuracy.high })).to.be.oneOf([true, false]);
    });

    it('requests Always authorization for background trips', async () => {
        // Orchard Run records a delivery round with the screen off, so it needs "Always".
        await geolocation.enableLocationRequest(true, true);

        expect(CLLocationManager.authorizationStatus()).to.equal(CLAuthorizationStatus.kCLAuthorizationStatusAuthorizedAlways);
    });

    it('resolves enableLocationRequest(always) when the user picks Allow Once', async function () {
        this.timeout(5000);
        const fake = FakeLocationManager.install();
        const request = geolocation.enableLocationRequest(true, true);

        // "Allow Once" is reported as authorizedWhenInUse (temporary)
        fake.emitAuthorization(CLAuthorizationStatus.kCLAuthorizationStatusAuthorizedWhenInUse);

        await request;
        fake.uninstall();
    });
});
