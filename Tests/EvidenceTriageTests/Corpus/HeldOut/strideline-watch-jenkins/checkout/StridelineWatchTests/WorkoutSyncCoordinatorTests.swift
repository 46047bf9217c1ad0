import XCTest
import WatchKit
@testable import StridelineWatch

/// WKWatchConnectivityRefreshBackgroundTask: the task must stay open until the session has
/// delivered all pending content (hasContentPending == false); completing it early lets the
/// system suspend the app before the data arrives.
final class WorkoutSyncCoordinatorTests: XCTestCase {

    func testStoresReceivedPlan() {
        let session = FakeSession(hasContentPending: false)
        let coordinator = WorkoutSyncCoordinator(session: session, store: InMemoryPlanStore())
        coordinator.session(didReceiveUserInfo: ["plan": TrainingPlan.fixture(id: "p1").encoded])
        XCTAssertEqual(coordinator.store.plans.map(\.id), ["p1"])
    }

    func testConnectivityTaskCompletedOnlyAfterPendingContentDrained() {
        let session = FakeSession(hasContentPending: true)
        let coordinator = WorkoutSyncCoordinator(session: session, store: InMemoryPlanStore())
        let task = FakeConnectivityTask()

        coordinator.handle(task)
        XCTAssertFalse(task.isCompleted, "task completed while session still had pending content")

        session.hasContentPending = false
        session.simulateDidReceiveUserInfo(["plan": TrainingPlan.fixture(id: "p2").encoded])
        XCTAssertTrue(task.isCompleted)
    }
}
