import XCTest
@testable import Driftnote

final class ExportTests: XCTestCase {
    func testMarkdownExportIncludesMood() {
        let md = MarkdownExporter.export([Entry(date: "2026-08-08", mood: "🙂 content", body: "Swam at dawn.")])
        XCTAssertTrue(md.contains("Mood: 🙂 content"), md)
    }
}
