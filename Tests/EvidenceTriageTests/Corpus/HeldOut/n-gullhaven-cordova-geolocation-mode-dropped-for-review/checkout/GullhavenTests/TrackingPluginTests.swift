import XCTest
import CoreLocation
@testable import Gullhaven

final class TrackingPluginTests: XCTestCase {
    func testForegroundFixUsesBestAccuracy() {
        let manager = MAURLocationManagerShim.makeForTesting()
        XCTAssertEqual(manager.desiredAccuracy, kCLLocationAccuracyBest)
    }

    func testConfigureEnablesBackgroundUpdates() throws {
        let plugin = CDVBackgroundGeolocationShim()
        try plugin.configure(["pauseLocationUpdates": false, "saveBatteryOnBackground": true])
        XCTAssertTrue(plugin.locationManager.allowsBackgroundLocationUpdates)
    }

    func testResumeAfterTerminateRestartsTracking() throws {
        let plugin = CDVBackgroundGeolocationShim()
        try plugin.configure(["stopOnTerminate": false])
        plugin.start()
        XCTAssertTrue(plugin.isTracking)
    }
}
