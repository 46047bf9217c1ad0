import XCTest
import HealthKit
@testable import TidewiseWatch

/// Swim sessions: a new heart-rate sample should wake the watch app's observer.
final class WatchHealthDeliveryTests: XCTestCase {

    func testHeartRateDeliveryWakesWatchAppWithinOneMinute() async throws {
        let store = HKHealthStore()
        let woke = expectation(description: "background delivery for heartRate")
        SwimHealthObserver.shared.onBackgroundDelivery = { type in
            if type == HKQuantityType(.heartRate) { woke.fulfill() }
        }
        try await store.enableBackgroundDelivery(for: HKQuantityType(.heartRate), frequency: .immediate)
        try await store.save(HKQuantitySample.fixtureHeartRate(bpm: 132))

        await fulfillment(of: [woke], timeout: 60)
    }
}
