import XCTest
@testable import BrindleKit

final class MarkdownExportTests: XCTestCase {
    func testHeadingExport() {
        let doc = Document(blocks: [.heading(level: 2, "Plan")])
        XCTAssertEqual(MarkdownExporter().export(doc), "## Plan\n")
    }

    func testNestedListIndent() {
        let doc = Document(blocks: [.list([.item("Milk", children: [.item("Oat")])])])
        XCTAssertEqual(MarkdownExporter().export(doc), "- Milk\n  - Oat\n")
    }
}
