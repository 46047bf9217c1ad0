import XCTest
@testable import Runner

final class LogbookExportTests: XCTestCase {
    func testCsvHeaderOrder() {
        XCTAssertEqual(LogbookExport.header(), "date,species,spot,weight_kg,length_cm,released")
    }
}
