import XCTest
@testable import Marigold

final class EntrySearchTests: XCTestCase {
    func testFindsEntriesByTag() throws {
        let stack = TestStack.sqlite()
        try stack.seed(entries: 500, tags: ["walk", "work"])
        let results = try EntrySearch(container: stack.container).entries(taggedWith: "walk")
        XCTAssertEqual(results.count, 250)
    }
}
