import XCTest
@testable import Brindle

final class ChecklistParserTests: XCTestCase {
    func testParsesFlatSection() {
        XCTAssertEqual(ChecklistParser.parse("# Roof\n- Shingles\n- Gutters").first?.items, ["Shingles", "Gutters"])
    }

    func testParsesNestedSections() {
        let sections = ChecklistParser.parse("# Roof\n## Flashing\n- Chimney\n- Skylight")
        XCTAssertEqual(sections.first?.children.count, 1)
    }
}
