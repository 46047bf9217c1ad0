import XCTest
@testable import Fernhollow

final class EntryExportTests: XCTestCase {
    func testMarkdownExportEscapesHashes() {
        let entry = JournalEntry(title: "#1 day", body: "tagged #walk")
        XCTAssertEqual(MarkdownExporter().export(entry), "# \\#1 day\n\ntagged \\#walk\n")
    }
}
