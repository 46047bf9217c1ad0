import XCTest
@testable import Folio

final class BackgroundRefreshCoordinatorTests: XCTestCase {

    func testArticleRefreshCompletesTask() {
        let articles = ManualArticleService()
        let coordinator = BackgroundRefreshCoordinator()
        coordinator.articles = articles
        coordinator.scheduler = RecordingSubmitter()
        let task = FakeCompletableTask()

        coordinator.handle(task, kind: .articleRefresh)
        articles.complete(true)

        XCTAssertEqual(task.completions, [true])
    }

    /// iOS can run the refresh and the processing task at the same time.
    func testEachTaskCompletedExactlyOnce() {
        let articles = ManualArticleService()
        let saved = ManualSavedSync()
        let coordinator = BackgroundRefreshCoordinator()
        coordinator.articles = articles
        coordinator.saved = saved
        coordinator.scheduler = RecordingSubmitter()
        let refreshTask = FakeCompletableTask()
        let syncTask = FakeCompletableTask()

        coordinator.handle(refreshTask, kind: .articleRefresh)
        coordinator.handle(syncTask, kind: .savedSync)
        articles.complete(true)
        saved.complete(true)

        XCTAssertEqual(refreshTask.completions, [true], "article-refresh task never completed")
        XCTAssertEqual(syncTask.completions, [true], "saved-sync task completed more than once")
    }
}
