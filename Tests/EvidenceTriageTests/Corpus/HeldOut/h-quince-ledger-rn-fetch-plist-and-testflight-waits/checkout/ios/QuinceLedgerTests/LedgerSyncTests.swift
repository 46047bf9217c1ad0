import XCTest
@testable import QuinceLedger

final class LedgerSyncTests: XCTestCase {
    func testPullResumesAfterTimeout() async throws {
        let api = StubLedgerAPI(failFirst: .timedOut)
        let sync = LedgerSync(api: api, store: InMemoryLedgerStore())
        let count = try await sync.pull(since: .distantPast)
        XCTAssertEqual(count, 3)
    }
}
