import XCTest
import FernhillShared
@testable import FernhillKit

final class SyncCursorTests: XCTestCase {
    func testCursorAdvancesOnlyAfterCommit() async throws {
        let store = InMemoryLogbookStore(failOnBatch: 2)
        let sync = LogbookSync(store: store, api: FixtureLogbookAPI(pages: 3, pageSize: 42))
        _ = try? await sync.run()
        XCTAssertEqual(store.cursor, 1000, "cursor moved past an uncommitted batch")
        XCTAssertEqual(store.entries.count, 42)
    }
}
