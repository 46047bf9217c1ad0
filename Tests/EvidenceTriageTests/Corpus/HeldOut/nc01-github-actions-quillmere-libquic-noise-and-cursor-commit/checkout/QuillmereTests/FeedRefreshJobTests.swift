import XCTest
@testable import Quillmere

final class FeedRefreshJobTests: XCTestCase {
    private var store: InMemoryFeedStore!
    private var client: StubFeedClient!

    override func setUp() {
        super.setUp()
        store = InMemoryFeedStore()
        client = StubFeedClient(pages: FeedFixtures.twoPages)
    }

    func testRegistersHandlerAtLaunch() {
        let registry = RecordingTaskRegistry()
        FeedRefreshJob.register(in: registry)
        XCTAssertEqual(registry.identifiers, ["com.quillmere.reader.feed-refresh"])
    }

    func testCursorAdvancesOnlyAfterCommit() async throws {
        store.failNextCommit(with: FeedStoreError.busy)
        let job = FeedRefreshJob(client: client, store: store)
        _ = try? await job.run()
        XCTAssertEqual(store.savedCursor, "page-0041")
        XCTAssertEqual(store.items.count, 25)
    }

    func testSecondRunDoesNotDuplicateItems() async throws {
        let job = FeedRefreshJob(client: client, store: store)
        try await job.run()
        client.rewind()
        try await job.run()
        XCTAssertEqual(store.items.count, 25)
    }

    func testExpirationLeavesNoStagingFiles() async throws {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("feed-staging")
        let job = FeedRefreshJob(client: client, store: store, stagingDirectory: staging)
        let run = Task { try await job.run() }
        job.expire()
        _ = try? await run.value
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []
        XCTAssertTrue(leftovers.isEmpty, "staging files left: \(leftovers)")
    }
}
