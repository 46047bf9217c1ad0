import XCTest
@testable import Cobbleway

final class RefreshWiringTests: XCTestCase {
    func testRefreshHandlerCompletesTaskOnSuccess() async {
        let task = FakeRefreshTask()
        let wiring = RefreshWiring(scheduler: FakeTaskScheduler(), job: StubShipmentRefreshJob())
        await wiring.handleLaunch(task)
        XCTAssertEqual(task.completedWith, true)
    }

    /// Uses whatever SchedulerFactory hands out; on CI that is the fake (USE_FAKE_SCHEDULER=1).
    func testRefreshHandlerSubmitsNextRequest() async {
        let scheduler = SchedulerFactory.make()
        let wiring = RefreshWiring(scheduler: scheduler, job: StubShipmentRefreshJob())

        await wiring.handleLaunch(FakeRefreshTask())

        XCTAssertEqual(scheduler.submittedIdentifiers, [RefreshWiring.identifier])
    }
}
