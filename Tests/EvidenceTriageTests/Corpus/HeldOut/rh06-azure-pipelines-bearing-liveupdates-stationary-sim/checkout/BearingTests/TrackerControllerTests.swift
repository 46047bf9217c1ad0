import XCTest
import CoreLocation
@testable import Bearing

final class RecordingLocationManager: CLLocationManager {
    var calls: [String] = []
    override func requestWhenInUseAuthorization() { calls.append("requestWhenInUse"); super.requestWhenInUseAuthorization() }
    override func startUpdatingLocation() { calls.append("startUpdatingLocation"); super.startUpdatingLocation() }
}

final class TrackerControllerTests: XCTestCase {
    func testStartRequestsAuthorizationFirst() {
        let manager = RecordingLocationManager()
        TrackerController(manager: manager).begin()
        XCTAssertEqual(manager.calls.first, "requestWhenInUse")
    }
}
