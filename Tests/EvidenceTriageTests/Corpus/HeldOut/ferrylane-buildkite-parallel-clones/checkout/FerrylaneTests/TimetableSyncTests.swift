import XCTest
@testable import Ferrylane

final class TimetableSyncTests: XCTestCase {
    func testAppliesDeltaFeed() async throws {
        let store = try TimetableStore.inMemory()
        let sync = TimetableSync(api: StubTimetableAPI(delta: .fixture("delta-2026-11-30")), store: store)
        try await sync.run()
        XCTAssertEqual(try store.sailings(on: "2026-12-01").count, 38)
    }

    func testDeltaCursorCommittedWithRows() async throws {
        let store = try TimetableStore.inMemory()
        let sync = TimetableSync(api: StubTimetableAPI(delta: .fixture("delta-2026-11-30"), failAfterRows: 10), store: store)
        await XCTAssertThrowsErrorAsync(try await sync.run())
        XCTAssertEqual(try store.cursor(), "c-2026-11-29")
    }
}
