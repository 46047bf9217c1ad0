import XCTest
import HealthKit
@testable import Pulsebeat

/// Runs against the real HKHealthStore of the test host.
final class BackgroundDeliveryTests: XCTestCase {
    func testEnablesHourlyBackgroundDeliveryForHeartRate() {
        let done = expectation(description: "enableBackgroundDelivery completion")
        var result: (Bool, Error?) = (false, nil)
        HKHealthStore().enableBackgroundDelivery(for: HeartRateSync.heartRate, frequency: .hourly) { ok, error in
            result = (ok, error); done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertNil(result.1)
        XCTAssertTrue(result.0)
    }
}
