import XCTest
@testable import TansyDepot

final class ScanParserTests: XCTestCase {
    func testParsesGS1Barcode() throws {
        let scan = try ScanParser.parse("(01)09312345678907(10)LOT7(17)270101")
        XCTAssertEqual(scan.gtin, "09312345678907")
        XCTAssertEqual(scan.lot, "LOT7")
    }
}
