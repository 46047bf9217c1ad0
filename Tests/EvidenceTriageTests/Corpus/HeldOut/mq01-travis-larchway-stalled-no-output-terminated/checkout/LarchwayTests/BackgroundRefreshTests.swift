import XCTest
@testable import Larchway

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshAdapterCompletesTask() async throws {
        let task = FakeRefreshTask()
        await BackgroundRefreshAdapter(job: StubRefreshJob()).handle(task: task)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testRefreshSchedulesNextRun() async throws {
        let scheduler = RecordingScheduler()
        let adapter = BackgroundRefreshAdapter(job: FeedRefreshJob(client: LiveFeedClient.shared), scheduler: scheduler)
        await adapter.handle(task: FakeRefreshTask())
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["com.larchway.feed.refresh"])
    }
}
