import XCTest
@testable import Fernlog

final class JournalExportTests: XCTestCase {
    func testCSVEscapesEmbeddedQuotes() {
        XCTAssertEqual(JournalExport.csvField("repotted \"Boston\" fern"),
                       "\"repotted \"\"Boston\"\" fern\"")
    }
}
