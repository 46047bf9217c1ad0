import XCTest
@testable import Gullwing

final class EpisodeDownloaderTests: XCTestCase {
    private var factory: SessionFactorySpy!
    private var store: InMemoryDownloadStore!

    override func setUp() {
        super.setUp()
        factory = SessionFactorySpy()
        store = InMemoryDownloadStore()
    }

    func testEnqueueMarksEpisodeQueued() {
        let downloader = EpisodeDownloader(sessionFactory: factory, store: store)
        downloader.enqueue(.fixture(id: "ep-0410"))
        XCTAssertEqual(store.state(of: "ep-0410"), .queued)
    }

    func testEnqueueTagsTaskWithEpisodeID() {
        let downloader = EpisodeDownloader(sessionFactory: factory, store: store)
        downloader.enqueue(.fixture(id: "ep-0410"))
        XCTAssertEqual(factory.sessions.first?.createdTasks.first?.taskDescription, "ep-0410")
    }

    func testConcurrentEnqueueCreatesOneBackgroundSession() {
        // The Up Next prefetcher and the episode screen enqueue at the same moment
        // on a fresh launch; both must end up on the same background session.
        let downloader = EpisodeDownloader(sessionFactory: factory, store: store)
        let group = DispatchGroup()
        for (i, queue) in [DispatchQueue.main, UpNextPrefetcher.queue].enumerated() {
            group.enter()
            queue.async {
                downloader.enqueue(.fixture(id: "ep-04\(11 + i)"))
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(factory.sessions.count, 1, "the background session must be created exactly once")
        XCTAssertEqual(Set(factory.sessions.map(\.configuration.identifier)).count, 1)
    }

    func testFinishedDownloadMovesFileIntoStore() throws {
        let downloader = EpisodeDownloader(sessionFactory: factory, store: store)
        let tmp = try TemporaryFile(contents: Data(repeating: 7, count: 64))
        downloader.urlSession(URLSession.shared, downloadTask: .stub(description: "ep-0410"),
                              didFinishDownloadingTo: tmp.url)
        XCTAssertEqual(store.state(of: "ep-0410"), .downloaded)
    }

    func testBackgroundEventsCompletionCalledOnMain() {
        let downloader = EpisodeDownloader(sessionFactory: factory, store: store)
        let called = expectation(description: "completion called")
        downloader.backgroundEventsCompletion = {
            XCTAssertTrue(Thread.isMainThread)
            called.fulfill()
        }
        downloader.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared)
        wait(for: [called], timeout: 1)
    }
}
