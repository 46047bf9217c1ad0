import XCTest
import CloudKit
@testable import RelaydeskKit

final class PendingChangesStoreTests: XCTestCase {

    func testPendingSavesAreHandedToEngine() {
        let store = InMemorySyncStateStore()
        let coordinator = SyncCoordinator(stateStore: store, engineFactory: FakeSyncEngine.make)
        coordinator.enqueueSave(jobID: "job-20431")
        XCTAssertEqual(coordinator.pendingSaveIDs, ["job-20431"])
    }

    func testPendingSavesSurviveRelaunchBeforeStateUpdate() {
        // The app is suspended and killed after the edit but before CKSyncEngine emits .stateUpdate.
        let store = InMemorySyncStateStore()
        let first = SyncCoordinator(stateStore: store, engineFactory: FakeSyncEngine.make)
        first.enqueueSave(jobID: "job-20431")

        let relaunched = SyncCoordinator(stateStore: store, engineFactory: FakeSyncEngine.make)
        XCTAssertEqual(relaunched.pendingSaveIDs, ["job-20431"], "edit lost across relaunch")
    }
}
