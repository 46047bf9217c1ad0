import CoreLocation
import XCTest
@testable import App

final class SignificantChangeMonitorTests: XCTestCase {
    func testStartBeginsSignificantChangeMonitoring() {
        let fake = FakeLocationManager()
        TrackingService(manager: fake).start()
        XCTAssertEqual(fake.significantChangeStarts, 1, "significant-change monitoring must start with tracking, not at termination")
    }
}

final class FakeLocationManager: LocationManaging {
    weak var delegate: CLLocationManagerDelegate?
    private(set) var significantChangeStarts = 0
    func requestAlwaysAuthorization() {}
    func startUpdatingLocation() {}
    func startMonitoringSignificantLocationChanges() { significantChangeStarts += 1 }
    func startMonitoring(for region: CLRegion) {}
}
