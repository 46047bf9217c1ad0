@testable import Lumen
import XCTest

final class EntryExportTests: XCTestCase {
    func testTitleBecomesHeading() {
        XCTAssertTrue(EntryExporter.markdown(for: .init(title: "Day one", body: "Sun")).hasPrefix("# Day one"))
    }

    func testMarkdownEscapesLeadingHash() {
        let entry = JournalEntry(title: "Tags", body: "#gratitude for the rain")
        XCTAssertEqual(EntryExporter.markdown(for: entry), "# Tags\n\n\\#gratitude for the rain")
    }
}
