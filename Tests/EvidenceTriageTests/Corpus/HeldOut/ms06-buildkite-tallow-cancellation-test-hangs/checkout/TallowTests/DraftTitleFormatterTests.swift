import XCTest
@testable import Tallow

final class DraftTitleFormatterTests: XCTestCase {
    func testEmptyDraftPlaceholder() {
        XCTAssertEqual(DraftTitleFormatter.title(for: Draft(text: "   ")), "Untitled task")
    }
}
