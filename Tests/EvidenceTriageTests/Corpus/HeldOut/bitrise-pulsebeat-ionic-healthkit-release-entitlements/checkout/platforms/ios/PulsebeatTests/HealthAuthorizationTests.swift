import XCTest
import HealthKit
@testable import Pulsebeat

/// Native half of the Ionic app's health bridge (plugins/pulse-health/src/ios).
/// The simulator's Health store is pre-seeded and authorised by ci/seed-health.sh.
final class HealthAuthorizationTests: XCTestCase {
    func testRequestAuthorizationForHeartRate() async {
        let bridge = PulseHealthBridge(store: HKHealthStore())
        let error = await bridge.requestAuthorization(read: [.heartRate, .restingHeartRate])
        XCTAssertNil(error, "authorization must succeed on the CI simulator")
    }

    func testHealthDataAvailable() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }
}
