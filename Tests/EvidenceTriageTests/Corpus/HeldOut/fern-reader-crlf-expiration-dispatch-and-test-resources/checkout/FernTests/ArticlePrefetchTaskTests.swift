import BackgroundTasks
import XCTest
@testable import Fern

final class ArticlePrefetchTaskTests: XCTestCase {
    func testPrefetchStoresArticlesOffline() async throws {
        let store = InMemoryArticleStore()
        let task = FakeProcessingTask(identifier: "com.fernreader.app.prefetch")
        let prefetch = ArticlePrefetchTask(api: StubArticleAPI(articles: 5), store: store)
        await prefetch.handle(task)
        XCTAssertEqual(store.offlineCount, 5)
        XCTAssertEqual(task.completion, true)
    }

    /// UIKit calls the expiration handler on the main thread; the prefetch must stop
    /// and complete the task with success == false.
    func testExpirationCancelsPrefetch() throws {
        let store = InMemoryArticleStore()
        let task = FakeProcessingTask(identifier: "com.fernreader.app.prefetch")
        let prefetch = ArticlePrefetchTask(api: StubArticleAPI(articles: 500, delay: 0.05), store: store)
        prefetch.start(task)

        task.expirationHandler?()

        XCTAssertEqual(task.completion, false)
        XCTAssertTrue(store.stagedFiles.isEmpty)
    }
}
