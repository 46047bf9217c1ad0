import XCTest

final class StatementExportTests: XCTestCase {
    func testExportsMonthlyCSV() async throws {
        let exporter = StatementExporter(store: .fixture(months: 12))
        let url = try await exporter.exportCSV(month: "2026-08")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
