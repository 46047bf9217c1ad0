import XCTest
@testable import QuillonKit

final class MarkdownTitleParserTests: XCTestCase {
    func testTitleFromHeading() {
        XCTAssertEqual(MarkdownTitleParser.title(in: "# Groceries\n- milk"), "Groceries")
    }

    func testTitleSkipsFrontMatter() {
        let note = "---\ntags: [home]\n---\n# Boiler service\nCall Tuesday"
        XCTAssertEqual(MarkdownTitleParser.title(in: note), "Boiler service")
    }
}
