import XCTest
@testable import Harbor

final class NoteExportTests: XCTestCase {
    func testMarkdownEscapesHeadings() {
        let md = NoteExporter.markdown(for: Note(title: "Plan", body: "# not a heading"))
        XCTAssertEqual(md, "## Plan\n\n\\# not a heading\n")
    }
}
