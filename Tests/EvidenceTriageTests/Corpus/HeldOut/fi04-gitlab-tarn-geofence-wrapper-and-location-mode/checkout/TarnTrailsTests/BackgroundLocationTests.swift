import CoreLocation
import XCTest
@testable import TarnTrails

final class BackgroundLocationTests: XCTestCase {
    func testEnablesBackgroundUpdatesForActiveHike() {
        let manager = CLLocationManager()
        let session = HikeLocationSession(manager: manager)
        session.begin()
        XCTAssertTrue(manager.allowsBackgroundLocationUpdates)
        session.end()
    }

    func testEndStopsBackgroundUpdates() {
        let manager = CLLocationManager()
        HikeLocationSession(manager: manager).end()
        XCTAssertFalse(manager.allowsBackgroundLocationUpdates)
    }
}
