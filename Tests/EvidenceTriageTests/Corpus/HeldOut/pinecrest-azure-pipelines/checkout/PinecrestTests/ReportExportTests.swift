import XCTest
@testable import Pinecrest

final class ReportExportTests: XCTestCase {
    func testExportsQuarterlyPDF() throws {
        let exporter = ReportExporter(outputDirectory: FileManager.default.temporaryDirectory)
        var url: URL?
        XCTAssertNoThrow(url = try exporter.exportQuarterlyPDF(quarter: .q3, year: 2026))
        XCTAssertNotNil(url)
    }
}
