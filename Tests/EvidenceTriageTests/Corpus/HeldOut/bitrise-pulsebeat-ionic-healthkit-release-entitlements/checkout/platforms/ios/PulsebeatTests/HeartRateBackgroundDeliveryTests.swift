import XCTest
import HealthKit
@testable import Pulsebeat

final class HeartRateBackgroundDeliveryTests: XCTestCase {
    func testEnableBackgroundDeliveryHourly() async throws {
        let bridge = PulseHealthBridge(store: HKHealthStore())
        let result = await bridge.enableBackgroundDelivery(for: .heartRate, frequency: .hourly)
        XCTAssertTrue(result.enabled, "enableBackgroundDelivery(heartRate) failed: \(result.errorDescription ?? "-")")
    }
}
