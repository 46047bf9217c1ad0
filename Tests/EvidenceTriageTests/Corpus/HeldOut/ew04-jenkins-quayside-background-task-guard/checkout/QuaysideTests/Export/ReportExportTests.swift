import PDFKit
import XCTest
@testable import Quayside

final class ReportExportTests: XCTestCase {
    func testPDFHasOnePagePerRoom() throws {
        let pdf = try ReportExporter().pdf(for: .fixture(rooms: 4, photosPerRoom: 2))
        XCTAssertEqual(PDFDocument(data: pdf)?.pageCount, 4)
    }

    func testPDFExportOfLargeInspection() throws {
        let pdf = try ReportExporter().pdf(for: .fixture(rooms: 60, photosPerRoom: 24))
        XCTAssertGreaterThan(pdf.count, 0)
    }
}
