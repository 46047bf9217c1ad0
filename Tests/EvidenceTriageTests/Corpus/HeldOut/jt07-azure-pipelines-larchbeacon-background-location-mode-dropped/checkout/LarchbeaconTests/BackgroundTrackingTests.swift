import CoreLocation
import XCTest
@testable import Larchbeacon

final class BackgroundTrackingTests: XCTestCase {
    private var manager: CLLocationManagerMock!
    private var timers: ManualTimers!

    override func setUp() {
        super.setUp()
        manager = CLLocationManagerMock()
        timers = ManualTimers()
    }

    func testStartsContinuousUpdatesWithAlways() {
        manager.mockAuthorization = .authorizedAlways
        VisitTracker(manager: manager, timers: timers).startTracking(.init(showBlueBar: false, interval: 60))
        XCTAssertEqual(manager.startUpdatingLocationCount, 1)
    }

    func testDoesNotStartContinuousUpdatesWithWhenInUseAndNoBlueBar() {
        manager.mockAuthorization = .authorizedWhenInUse
        VisitTracker(manager: manager, timers: timers).startTracking(.init(showBlueBar: false, interval: 60))
        XCTAssertEqual(manager.startUpdatingLocationCount, 0, "When In Use without the blue bar must not keep GPS running")
    }

    func testContinuousModeDoesNotAlsoPollRequestLocation() {
        manager.mockAuthorization = .authorizedAlways
        VisitTracker(manager: manager, timers: timers).startTracking(.init(showBlueBar: true, interval: 5))
        timers.advance(by: 15)
        XCTAssertEqual(manager.requestLocationCount, 0, "continuous updates already deliver fixes")
    }
}
