import XCTest
@testable import Quire

final class ExportTests: XCTestCase {
    func testPdfExportWritesFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-test.pdf")
        try PDFExporter(pageSize: .a4).export(document: DocumentFixtures.longEssay, to: url)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
