import Clocks
import LedgerKit
import XCTest

final class RetryBackoffTests: XCTestCase {
    func test_firstAttemptSucceedsWithoutSleeping() async throws {
        let clock = TestClock()
        let api = FlakyStatementAPI(failures: 0)
        let fetcher = StatementFetcher(api: api, clock: clock)
        let statement = try await fetcher.fetchLatest()
        XCTAssertEqual(statement.id, "2026-11")
        XCTAssertEqual(api.calls, 1)
    }

    func test_statementFetchRetriesAfterBackoff() async throws {
        let clock = TestClock()
        let api = FlakyStatementAPI(failures: 1)
        let fetcher = StatementFetcher(api: api, clock: clock, backoff: .seconds(8))

        let task = Task { try await fetcher.fetchLatest() }
        await clock.advance(by: .seconds(8))
        let statement = try await task.value

        XCTAssertEqual(statement.id, "2026-11")
        XCTAssertEqual(api.calls, 2)
    }
}
