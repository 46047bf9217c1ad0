import HealthKit
import XCTest
@testable import Saltmarsh

/// Exercises the real HKHealthStore on the simulator: the observer query + background delivery
/// wiring that wakes Saltmarsh when new step samples arrive.
final class StepSyncTests: XCTestCase {
    private let store = HKHealthStore()
    private var sync: StepSync!

    override func setUp() async throws {
        sync = StepSync(store: store, uploader: RecordingUploader())
        try await sync.start()   // HKObserverQuery + enableBackgroundDelivery(.hourly)
    }

    func testObserverQueryFiresForNewSteps() async throws {
        let observed = expectation(description: "observer update handler called")
        sync.onObserverUpdate = { observed.fulfill() }

        let sample = HKQuantitySample(type: HKQuantityType(.stepCount),
                                      quantity: HKQuantity(unit: .count(), doubleValue: 1_200),
                                      start: .now.addingTimeInterval(-600), end: .now)
        var saveError: Error?
        do { try await store.save(sample) } catch { saveError = error }
        XCTAssertNil(saveError, "saving the fixture step sample failed")

        await fulfillment(of: [observed], timeout: 20)
    }
}
