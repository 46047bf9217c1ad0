import HealthKit
import XCTest
@testable import Sugarloaf

final class GlucoseStoreTests: XCTestCase {
    private var healthStore: FakeHealthStore!

    override func setUp() {
        healthStore = FakeHealthStore()
    }

    func testAppliesNewSamplesFromStoredAnchor() {
        let anchors = InMemoryAnchorStore(["bloodGlucose": HKQueryAnchor(fromValue: 41)])
        let store = GlucoseStore(healthStore: healthStore, anchorStore: anchors)

        store.syncFromHealth()

        XCTAssertEqual(healthStore.executedAnchoredQueries.first?.anchor, HKQueryAnchor(fromValue: 41))
    }

    /// With no stored anchor Health replays every delete it ever saw (thousands);
    /// consuming them in one go froze the app and Health. Batch and keep querying until caught up.
    func testMissingAnchorProcessesDeletesInBatches() {
        healthStore.pendingDeletedObjects = 4_812
        let store = GlucoseStore(healthStore: healthStore, anchorStore: InMemoryAnchorStore())

        store.syncFromHealth()

        XCTAssertEqual(healthStore.executedAnchoredQueries.first?.limit, 500, "anchored queries must be batched")
        XCTAssertEqual(healthStore.executedAnchoredQueries.count, 10)
    }

    /// Store creation must not block on HealthKit's authorization status.
    func testInitDoesNotWaitForAuthorizationStatus() {
        healthStore.authorizationStatusRequestHangs = true
        let created = expectation(description: "GlucoseStore init returned")

        DispatchQueue.global().async {
            _ = GlucoseStore(healthStore: self.healthStore, anchorStore: InMemoryAnchorStore())
            created.fulfill()
        }

        wait(for: [created], timeout: 5)
    }
}
