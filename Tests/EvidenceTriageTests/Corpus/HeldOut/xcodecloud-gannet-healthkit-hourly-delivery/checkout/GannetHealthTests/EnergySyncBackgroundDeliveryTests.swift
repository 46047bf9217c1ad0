import XCTest
import HealthKit
@testable import GannetHealth

final class EnergySyncBackgroundDeliveryTests: XCTestCase {
    private let store = HKHealthStore()
    private var coordinator: HealthSyncCoordinator!

    override func setUp() async throws {
        coordinator = HealthSyncCoordinator(store: store, uploader: RecordingUploader())
        try await coordinator.start(types: [.activeEnergyBurned], frequency: .immediate)
    }

    func testActiveEnergyObserverFiresWithin90Seconds() async throws {
        let fired = expectation(description: "HKObserverQuery update for activeEnergyBurned")
        coordinator.onObserverUpdate = { type in if type == HKQuantityType(.activeEnergyBurned) { fired.fulfill() } }
        try await store.save(HealthFixtures.activeEnergy(kilocalories: 42, endingAt: .now))
        await fulfillment(of: [fired], timeout: 90)
    }

    func testUploaderReceivesAnchoredDelta() async throws {
        let uploader = RecordingUploader()
        let sync = AnchoredDeltaSync(store: FakeSampleStore(samples: HealthFixtures.energySeries(count: 3)), uploader: uploader)
        try await sync.run(type: HKQuantityType(.activeEnergyBurned))
        XCTAssertEqual(uploader.uploadedSampleCount, 3)
    }
}
