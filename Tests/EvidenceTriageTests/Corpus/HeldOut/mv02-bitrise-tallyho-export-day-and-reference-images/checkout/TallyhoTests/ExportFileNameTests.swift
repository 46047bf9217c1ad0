import XCTest
@testable import Tallyho

final class ExportFileNameTests: XCTestCase {
    // 1_767_312_000 is 2026-01-02T00:00:00Z: exactly a UTC midnight.
    private let createdAt = Date(timeIntervalSince1970: 1_767_312_000)

    func testFileNameUsesCreationDay() {
        let name = ReceiptExporter.fileName(title: "Team Lunch", createdAt: createdAt)
        XCTAssertTrue(name.hasPrefix("2026-01-02"), "got \(name)")
    }

    func testHeaderShowsCreationDay() {
        let header = ReceiptExporter.header(title: "Team Lunch", createdAt: createdAt)
        XCTAssertEqual(header.dateLine, "Date: 2026-01-02")
    }
}
