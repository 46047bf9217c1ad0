import XCTest
@testable import Almanac

final class HousekeepingJobTests: XCTestCase {
    func testDeletesOnlyStaleArticles() async throws {
        let store = FakeCacheStore(staleCount: 250)
        let job = HousekeepingJob(store: store, batchSize: 100)

        let deleted = try await job.run()

        XCTAssertEqual(deleted, 250)
        XCTAssertEqual(store.deleteCalls, 3)
    }

    /// The processing task can expire at any time (the user picks up the phone). The job
    /// must stop before the next batch, not after deleting everything.
    func testExpirationStopsDeletionBeforeNextBatch() async throws {
        let store = FakeCacheStore(staleCount: 500)
        let job = HousekeepingJob(store: store, batchSize: 100)
        store.onDelete = { call in if call == 1 { job.cancel() } }

        do {
            _ = try await job.run()
            XCTFail("expected CancellationError")
        } catch is CancellationError {
            // expected
        }

        XCTAssertEqual(store.deletedIDs.count, 100, "job kept deleting after expiration")
    }
}

private final class FakeCacheStore: ArticleCacheStore {
    private let ids: [String]
    private(set) var deletedIDs: [String] = []
    private(set) var deleteCalls = 0
    var onDelete: ((Int) -> Void)?

    init(staleCount: Int) { ids = (0..<staleCount).map { "article-\($0)" } }

    func staleArticleIDs(lastOpenedBefore cutoff: Date) async throws -> [String] { ids }

    func delete(_ ids: [String]) async throws {
        deleteCalls += 1
        deletedIDs += ids
        onDelete?(deleteCalls)
    }
}
