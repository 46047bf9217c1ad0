import XCTest
@testable import Ledgerline

final class QueryCacheTests: XCTestCase {
    private var cache: QueryResultCache!

    override func setUpWithError() throws {
        cache = try QueryResultCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
    }

    func testCachedResultsAreReturnedAsDictionaries() throws {
        let rows: [[String: Any]] = [["objectId": "e1", "amount": 12.5], ["objectId": "e2", "amount": 3.0]]
        try cache.store(rows, for: "expenses?month=2026-08")

        let cached = try XCTUnwrap(cache.results(for: "expenses?month=2026-08"))
        XCTAssertEqual(cached.count, 2)
        XCTAssertEqual(cached.first?["objectId"] as? String, "e1")
    }

    func testOfflineQueryFallsBackToCache() async throws {
        try cache.store([["objectId": "e9", "amount": 8.0]], for: "expenses?month=2026-07")
        let client = ExpenseQueryClient(network: .offline, cache: cache)

        let result = try await client.expenses(month: "2026-07")
        XCTAssertEqual(result.map(\.id), ["e9"])
    }
}
