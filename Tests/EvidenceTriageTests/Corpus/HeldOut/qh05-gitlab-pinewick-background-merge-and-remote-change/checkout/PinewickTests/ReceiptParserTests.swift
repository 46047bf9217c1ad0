import XCTest
@testable import Pinewick

final class ReceiptParserTests: XCTestCase {
    func testTotalIncludesShipping() throws {
        let r = try ReceiptParser().parse("ITEM 12.50\nITEM 7.25\nSHIP 4.00\n")
        XCTAssertEqual(r.total, 23.75)
    }
}
