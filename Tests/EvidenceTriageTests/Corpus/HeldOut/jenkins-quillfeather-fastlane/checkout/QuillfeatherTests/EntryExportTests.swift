import XCTest
@testable import Quillfeather

final class EntryExportTests: XCTestCase {

    func testExportsEmptyMonthAsSinglePage() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("empty.pdf")
        try MonthlyPDFExporter(entries: []).export(month: .november2026, to: output)
        XCTAssertEqual(CGPDFDocument(output as CFURL)?.numberOfPages, 1)
    }

    func testExportsMonthlyPDF() throws {
        let entries = JournalEntry.fixtures(count: 240, in: .november2026)   // ~30 photo pages
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("2026-11.pdf")

        XCTAssertNoThrow(try MonthlyPDFExporter(entries: entries).export(month: .november2026, to: output))
        XCTAssertGreaterThan(CGPDFDocument(output as CFURL)?.numberOfPages ?? 0, 20)
    }
}
