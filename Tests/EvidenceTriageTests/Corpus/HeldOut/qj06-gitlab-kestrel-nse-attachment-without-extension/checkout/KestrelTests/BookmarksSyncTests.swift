import XCTest
@testable import Kestrel

final class BookmarksSyncTests: XCTestCase {
    func testBookmarkMergeKeepsNewest() async throws {
        let store = InMemoryBookmarkStore()
        let sync = BookmarksSync(local: store, remote: StubBookmarkRemote.delayed(ms: 150))
        try await sync.run()
        let merged = await store.all()
        XCTAssertEqual(merged.first?.updatedAt, .fixture("2026-05-02T10:00:00Z"))
    }
}
