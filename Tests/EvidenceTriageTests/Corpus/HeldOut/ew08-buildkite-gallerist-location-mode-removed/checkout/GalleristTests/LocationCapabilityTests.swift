import XCTest
@testable import Gallerist

/// The tour sets CLLocationManager.allowsBackgroundLocationUpdates, which
/// requires "location" in the app's UIBackgroundModes.
final class LocationCapabilityTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testAlwaysUsageDescriptionPresent() {
        XCTAssertNotNil(info["NSLocationAlwaysAndWhenInUseUsageDescription"])
    }

    func testBackgroundLocationModeDeclaredWhenVisitTrackingEnabled() {
        guard FeatureFlags.default.backgroundVisitTracking else { return }
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("location"), "backgroundVisitTracking is on but UIBackgroundModes = \(modes)")
    }
}
