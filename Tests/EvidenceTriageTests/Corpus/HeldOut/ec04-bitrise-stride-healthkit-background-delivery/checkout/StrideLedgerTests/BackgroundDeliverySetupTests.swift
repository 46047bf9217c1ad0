import XCTest
import HealthKit
@testable import StrideLedger

/// Talks to the real HKHealthStore in the test host. enableBackgroundDelivery
/// does not need read authorization, but it does need the HealthKit and
/// background-delivery entitlements in the signed host app.
final class BackgroundDeliverySetupTests: XCTestCase {
    func testEnableBackgroundDeliverySucceedsForSteps() {
        let store = HKHealthStore()
        let registry = HealthObserverRegistry(store: store) { _, done in done() }
        let finished = expectation(description: "background delivery enabled")
        var receivedError: Error?

        registry.start(types: [HKQuantityType(.stepCount)]) { error in
            receivedError = error
            finished.fulfill()
        }

        wait(for: [finished], timeout: 10)
        XCTAssertNil(receivedError, "enableBackgroundDelivery(stepCount) failed")
        registry.stopAll()
    }
}
