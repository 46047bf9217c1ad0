import XCTest
import CoreLocation
@testable import Wayfinch

final class FakeLocationManager: SignificantChangeMonitoring {
    weak var delegate: CLLocationManagerDelegate?
    var authorizationStatus: CLAuthorizationStatus = .authorizedAlways
    private(set) var startCalls = 0
    func requestAlwaysAuthorization() {}
    func startMonitoringSignificantLocationChanges() { startCalls += 1 }
    func stopMonitoringSignificantLocationChanges() {}
}

final class LocationRelaunchTests: XCTestCase {
    func testNormalLaunchDoesNotStartMonitoring() {
        let fake = FakeLocationManager()
        let delegate = AppDelegate()
        delegate.tracker = VisitTracker(manager: fake)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: [:])
        XCTAssertEqual(fake.startCalls, 0)
    }

    func testLocationLaunchRestartsSignificantChangeMonitoring() {
        let fake = FakeLocationManager()
        let delegate = AppDelegate()
        delegate.tracker = VisitTracker(manager: fake)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: [.location: true])
        XCTAssertEqual(fake.startCalls, 1, "a location relaunch must restart the significant-change service")
    }
}
