import XCTest
@testable import MarigoldHealth

final class JournalStoreTests: XCTestCase {
    func testJournalEntriesPersist() throws {
        let store = try JournalStore(directory: FileManager.default.temporaryDirectory)
        try store.append(.init(mood: .calm, note: "slept well"))
        let reloaded = try JournalStore(directory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(reloaded.entries.count, 1)
    }
}
