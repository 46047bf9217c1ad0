import XCTest
@testable import Parcelry

final class ShareImportTests: XCTestCase {
    func testImportsPdfFromFilesProvider() throws {
        let item = try ShareImport.item(from: Fixtures.pdfProvider)
        XCTAssertEqual(item.uniformType, .pdf)
        XCTAssertEqual(item.pageCount, 3)
    }
}
