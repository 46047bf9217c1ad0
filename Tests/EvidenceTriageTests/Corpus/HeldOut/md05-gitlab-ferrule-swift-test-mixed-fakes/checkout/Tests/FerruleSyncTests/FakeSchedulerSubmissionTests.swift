import XCTest
@testable import FerruleSync

final class FakeSchedulerSubmissionTests: XCTestCase {
    func testSubmitsRefreshWithPermittedIdentifier() {
        let scheduler = FakeTaskScheduler()
        let coordinator = SyncCoordinator(scheduler: scheduler, planner: RefreshPlanner(clock: FakeClock()))
        XCTAssertNoThrow(try coordinator.scheduleNextRefresh())
        XCTAssertEqual(scheduler.pending.map(\.identifier), ["com.ferrule.app.refresh"])
    }
}
