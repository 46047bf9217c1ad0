import XCTest
@testable import LumenKit

final class ReadingListSyncTests: XCTestCase {
    func testMergeKeepsNewest() async throws {
        let local = InMemoryReadingList(items: [.fixture(url: "a", modified: 10)])
        let remote = StubReadingListAPI(items: [.fixture(url: "a", modified: 20)])
        try await ReadingListSync(local: local, remote: remote).run()
        XCTAssertEqual(local.items.first?.modified, 20)
    }
}
