import HealthKit
import XCTest
@testable import Runner

/// Runs on the lab iPhone (HealthKit is not available to hostless tests).
final class HealthSyncTests: XCTestCase {
    private let store = HKHealthStore()

    func testHealthDataAvailable() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }

    func testBackgroundDeliveryEnabledForSteps() async throws {
        let steps = HKQuantityType(.stepCount)
        do {
            try await store.enableBackgroundDelivery(for: steps, frequency: .hourly)
        } catch {
            XCTFail("enableBackgroundDelivery failed: \(error)")
        }
    }
}
