import XCTest
@testable import Quire

final class HighlightExporterTests: XCTestCase {
    func testMarkdownExportEscapesBrackets() {
        let md = HighlightExporter.markdown([Highlight(text: "see [1] and [2]", note: nil, page: 4)], title: "Notes")
        XCTAssertTrue(md.contains("> see \\[1\\] and \\[2\\]"), md)
    }

    func testMarkdownExportKeepsPageNumbers() {
        let md = HighlightExporter.markdown([Highlight(text: "a", note: nil, page: 12)], title: "T")
        XCTAssertTrue(md.contains("p. 12"))
    }
}
