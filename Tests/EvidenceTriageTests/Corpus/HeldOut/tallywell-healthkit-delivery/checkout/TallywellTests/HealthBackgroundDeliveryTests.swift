import XCTest
import HealthKit
@testable import Tallywell

/// Runs against the real HKHealthStore inside the hosted Tallywell.app,
/// so the simulated entitlements of the built app are in force.
final class HealthBackgroundDeliveryTests: XCTestCase {

    func testEnableBackgroundDeliveryForHeartRate() async {
        let service = HealthObserverService(store: HKHealthStore())
        do {
            try await service.enableDelivery(for: HKQuantityType(.heartRate), frequency: .immediate)
        } catch {
            XCTFail("enableBackgroundDelivery(heartRate) failed: \(error)")
        }
    }

    func testHealthDataIsAvailableOnTestDestination() {
        XCTAssertTrue(HKHealthStore.isHealthDataAvailable())
    }
}
