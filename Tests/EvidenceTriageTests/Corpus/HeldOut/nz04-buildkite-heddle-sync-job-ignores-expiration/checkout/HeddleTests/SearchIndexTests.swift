import XCTest
@testable import Heddle

final class SearchIndexTests: XCTestCase {
    func testRebuildIndexesAllNotes() throws {
        let index = try SearchIndex(inMemory: true)
        try index.rebuild(from: NoteFixtures.library(count: 5_000))
        XCTAssertEqual(try index.count(), 5_000)
    }
}
