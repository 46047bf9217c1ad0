import XCTest
import CoreLocation
@testable import App

/// Native side of the TrailTracker Capacitor plugin (ios/App/App/Plugins/TrailTracker).
final class TrailTrackerServiceTests: XCTestCase {
    private var service: TrailTrackerService!

    override func setUp() {
        super.setUp()
        service = TrailTrackerService(manager: CLLocationManager(), store: InMemoryTrackStore())
    }

    func testStartForegroundTrackingUsesBestAccuracy() {
        service.start(mode: .foreground)
        XCTAssertEqual(service.manager.desiredAccuracy, kCLLocationAccuracyBest)
    }

    func testStartBackgroundTrackingEnablesUpdates() {
        service.start(mode: .background)            // sets allowsBackgroundLocationUpdates = true
        XCTAssertTrue(service.manager.allowsBackgroundLocationUpdates)
        XCTAssertTrue(service.isTracking)
    }
}
