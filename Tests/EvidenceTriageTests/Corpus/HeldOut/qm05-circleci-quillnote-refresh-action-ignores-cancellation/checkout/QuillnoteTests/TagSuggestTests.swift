import XCTest
@testable import Quillnote

final class TagSuggestTests: XCTestCase {
    func testSuggestsRecentTagsFirst() async throws {
        let suggester = TagSuggester(history: .shared)
        await suggester.record(["travel", "work", "travel", "ideas"])
        let top = await suggester.suggestions(prefix: "")
        XCTAssertEqual(top.first, "ideas")
    }
}
