import XCTest
@testable import Tarnbrook

final class ScanImportTests: XCTestCase {
    func testImportAcceptsSinglePagePDF() throws {
        let result = try ScanImporter().importPDF(Fixtures.url("one-page.pdf"))
        XCTAssertEqual(result.pages.count, 1)
    }

    func testImportRejectsEmptyPDF() throws {
        XCTAssertThrowsError(try ScanImporter().importPDF(Fixtures.url("zero-pages.pdf"))) { error in
            XCTAssertEqual(error as? ImportError, .noPages)
        }
    }
}
