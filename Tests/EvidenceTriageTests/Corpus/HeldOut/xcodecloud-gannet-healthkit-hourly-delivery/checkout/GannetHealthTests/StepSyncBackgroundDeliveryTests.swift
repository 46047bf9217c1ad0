import XCTest
import HealthKit
@testable import GannetHealth

/// Hosted in GannetHealth.app. HealthSyncCoordinator installs the HKObserverQuery and calls
/// enableBackgroundDelivery(for:frequency:) exactly as the app does at launch.
final class StepSyncBackgroundDeliveryTests: XCTestCase {
    private let store = HKHealthStore()
    private var coordinator: HealthSyncCoordinator!

    override func setUp() async throws {
        coordinator = HealthSyncCoordinator(store: store, uploader: RecordingUploader())
        try await coordinator.start(types: [.stepCount], frequency: .immediate)
    }

    func testObserverIsInstalledForSteps() {
        XCTAssertTrue(coordinator.observedTypes.contains(HKQuantityType(.stepCount)))
    }

    func testStepObserverFiresWithin90SecondsOfNewSample() async throws {
        let fired = expectation(description: "HKObserverQuery update for stepCount")
        coordinator.onObserverUpdate = { type in if type == HKQuantityType(.stepCount) { fired.fulfill() } }
        try await store.save(HealthFixtures.steps(500, endingAt: .now))
        await fulfillment(of: [fired], timeout: 90)
    }
}
