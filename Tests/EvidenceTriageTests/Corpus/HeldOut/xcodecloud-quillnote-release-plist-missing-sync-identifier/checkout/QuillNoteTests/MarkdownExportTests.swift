import XCTest
@testable import QuillNote

final class MarkdownExportTests: XCTestCase {
    func testExportsNestedChecklist() throws {
        let note = try Note.fixture(named: "nested-checklist")
        let md = MarkdownExporter().export(note)
        XCTAssertEqual(md, "- [ ] trip\n  - [x] passport\n  - [ ] adapters\n")
    }
}
