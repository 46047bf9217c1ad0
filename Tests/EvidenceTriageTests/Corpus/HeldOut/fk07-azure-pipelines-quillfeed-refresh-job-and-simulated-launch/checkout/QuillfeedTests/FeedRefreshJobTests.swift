import XCTest
@testable import Quillfeed

final class FeedRefreshJobTests: XCTestCase {
    private var fetcher: StubFetcher!
    private var store: InMemoryArticleStore!

    override func setUp() {
        super.setUp()
        fetcher = StubFetcher()
        store = InMemoryArticleStore()
    }

    func testFirstRunInsertsArticles() async throws {
        fetcher.articles[Feed.swiftBlog.id] = FetchedArticle.fixtures(count: 12, feed: "swift-blog")
        let inserted = try await FeedRefreshJob(fetcher: fetcher, store: store).run(feeds: [.swiftBlog])
        XCTAssertEqual(inserted, 12)
    }

    /// The refresh task runs several times a day; unchanged feeds must not grow.
    func testSecondRunDoesNotDuplicateArticles() async throws {
        fetcher.articles[Feed.swiftBlog.id] = FetchedArticle.fixtures(count: 12, feed: "swift-blog")
        let job = FeedRefreshJob(fetcher: fetcher, store: store)
        try await job.run(feeds: [.swiftBlog])
        try await job.run(feeds: [.swiftBlog])
        XCTAssertEqual(store.articles(in: Feed.swiftBlog.id).count, 12)
    }

    func testCancellationStopsBeforeNextFeed() async throws {
        fetcher.articles[Feed.swiftBlog.id] = FetchedArticle.fixtures(count: 3, feed: "swift-blog")
        fetcher.articles[Feed.webkitBlog.id] = FetchedArticle.fixtures(count: 3, feed: "webkit-blog")
        fetcher.onFetch = { if $0 == Feed.swiftBlog.id { withUnsafeCurrentTask { $0?.cancel() } } }
        let job = FeedRefreshJob(fetcher: fetcher, store: store)
        do { try await job.run(feeds: [.swiftBlog, .webkitBlog]); XCTFail("expected CancellationError") } catch {}
        XCTAssertTrue(store.articles(in: Feed.webkitBlog.id).isEmpty)
    }

    /// When the system expires the refresh task, the handler must report failure so the
    /// scheduler does not count an interrupted refresh as a successful one.
    func testExpirationCompletesTaskWithFailure() async throws {
        fetcher.delay = .seconds(2)
        fetcher.articles[Feed.swiftBlog.id] = FetchedArticle.fixtures(count: 3, feed: "swift-blog")
        let task = FakeRefreshTask()
        let handler = RefreshTaskHandler(job: FeedRefreshJob(fetcher: fetcher, store: store), feeds: { [.swiftBlog] })
        let finished = expectation(forNotification: .feedRefreshFinished, object: nil)

        handler.handle(task)
        task.expirationHandler?()
        await fulfillment(of: [finished], timeout: 5)

        XCTAssertEqual(task.completions, [false])
    }
}
