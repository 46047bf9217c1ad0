import XCTest
@testable import Quillpost

final class DraftTitleFormatterTests: XCTestCase {
    func testShortTitleUnchanged() {
        XCTAssertEqual(DraftTitleFormatter.display("Notes from the ferry"), "Notes from the ferry")
    }

    func testTruncatesLongTitleAtWordBoundary() {
        let title = "A very long draft title about the harbour festival and the night market"
        XCTAssertEqual(DraftTitleFormatter.display(title, limit: 32), "A very long draft title about…")
    }
}
