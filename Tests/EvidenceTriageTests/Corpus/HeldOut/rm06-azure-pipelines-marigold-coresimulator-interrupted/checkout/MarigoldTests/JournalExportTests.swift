import XCTest
@testable import Marigold

final class JournalExportTests: XCTestCase {
    func testExportsMarkdownFrontMatter() {
        let entry = Entry.fixture(title: "Rainy: a day", body: "Stayed in.")
        let md = JournalExporter().markdown(for: entry)
        XCTAssertTrue(md.hasPrefix("---\ntitle: \"Rainy: a day\"\n"), md)
    }
}
