import XCTest
import HealthKit
@testable import StepKinWatch

final class HeartRateBackgroundDeliveryTests: XCTestCase {
    func testObserverFiresWithinFiveMinutesOfNewSample() async throws {
        let store = HKHealthStore()
        let observer = HeartRateObserver(store: store)
        let fired = expectation(description: "observer update handler called")
        fired.assertForOverFulfill = false
        try await observer.start()
        observer.onUpdate = { fired.fulfill() }
        try await TestSamples.saveHeartRate(bpm: 88, in: store)
        await AppLifecycle.sendToBackground()
        await fulfillment(of: [fired], timeout: 300)
    }
}
