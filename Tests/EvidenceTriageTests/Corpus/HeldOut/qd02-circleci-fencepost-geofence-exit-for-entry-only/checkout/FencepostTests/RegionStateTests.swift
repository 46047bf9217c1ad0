import CoreLocation
import XCTest
@testable import Fencepost

final class RegionStateTests: XCTestCase, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var determined: XCTestExpectation?
    private var lastState: CLRegionState = .unknown

    func testStateDeterminedRightAfterStartMonitoring() {
        manager.delegate = self
        let region = CLCircularRegion(center: .init(latitude: 37.3349, longitude: -122.0090), radius: 300, identifier: "campus")
        determined = expectation(description: "didDetermineState")
        manager.startMonitoring(for: region)
        manager.requestState(for: region)
        wait(for: [determined!], timeout: 2)
        XCTAssertNotEqual(lastState, .unknown)
    }

    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {
        lastState = state
        determined?.fulfill()
        determined = nil
    }
}
