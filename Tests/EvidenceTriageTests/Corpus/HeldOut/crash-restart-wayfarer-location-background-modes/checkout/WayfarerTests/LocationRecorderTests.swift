import CoreLocation
import XCTest
@testable import Wayfarer

final class LocationRecorderTests: XCTestCase {
    func testForegroundStartUsesBestAccuracy() {
        let spy = SpyLocationManager()
        let recorder = LocationRecorder(manager: spy, bundleInfo: .init(["UIBackgroundModes": ["location"]]))
        recorder.start(mode: .foreground)
        XCTAssertEqual(spy.desiredAccuracy, kCLLocationAccuracyBest)
    }

    func testUpdatesContinueWhenSuspended() {
        let spy = SpyLocationManager()
        let recorder = LocationRecorder(manager: spy, bundleInfo: .init(["UIBackgroundModes": ["location", "fetch"]]))
        recorder.start(mode: .recordHike)
        XCTAssertTrue(spy.allowsBackgroundLocationUpdates, "with `location` declared, a hike recording must keep receiving updates when suspended")
        XCTAssertFalse(spy.pausesLocationUpdatesAutomatically)
    }
}
