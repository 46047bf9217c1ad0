import XCTest
@testable import Lanternway

final class DiaryCSVExporterTests: XCTestCase {
    func testHeaderRow() {
        XCTAssertEqual(DiaryCSVExporter().csv(for: []), "date,symptom,severity,note")
    }

    func testCSVEscapesQuotes() {
        let entry = DiaryEntry(day: .fixture("2026-11-30"), symptom: "Headache", severity: 2, note: "felt \"mild\", then worse")
        let row = DiaryCSVExporter().csv(for: [entry]).split(separator: "\n").last.map(String.init)
        XCTAssertEqual(row, "2026-11-30,Headache,2,\"felt \"\"mild\"\", then worse\"")
    }
}
