import BackgroundTasks
import XCTest
@testable import Hobnail

/// BGTaskScheduler is replaced by FakeTaskScheduler: no OS scheduling happens in these tests.
final class DockRefreshJobTests: XCTestCase {
    func testRefreshSubmitsDockIdentifier() async throws {
        let scheduler = FakeTaskScheduler()
        try await DockRefreshJob(scheduler: scheduler).scheduleRefresh()
        XCTAssertEqual(scheduler.submitted.map(\.identifier), [DockRefreshJob.identifier])
    }

    func testRefreshSkipsWhenRequestAlreadyPending() async throws {
        let scheduler = FakeTaskScheduler()
        let job = DockRefreshJob(scheduler: scheduler)
        try await job.scheduleRefresh()
        try await job.scheduleRefresh()
        XCTAssertEqual(scheduler.submitted.count, 1)
    }
}
