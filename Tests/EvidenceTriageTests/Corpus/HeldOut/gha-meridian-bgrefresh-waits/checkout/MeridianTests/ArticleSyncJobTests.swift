import XCTest
@testable import Meridian

final class ArticleSyncJobTests: XCTestCase {

    func testSuccessfulPageCompletesTask() async {
        let task = FakeRefreshTask()
        let job = ArticleSyncJob(api: StubFeedAPI(result: .success(.fixture(count: 20))), store: InMemoryArticleStore())
        job.handle(task)
        let completed = await task.waitForCompletion(timeout: 2)
        XCTAssertEqual(completed, true)
    }

    func testFailedPageStillCompletesTask() async {
        let task = FakeRefreshTask()
        let job = ArticleSyncJob(api: StubFeedAPI(result: .failure(URLError(.timedOut))), store: InMemoryArticleStore())
        job.handle(task)
        let completed = await task.waitForCompletion(timeout: 2)
        XCTAssertEqual(completed, false, "setTaskCompleted(success: false) must be called when the page fetch fails")
    }
}
