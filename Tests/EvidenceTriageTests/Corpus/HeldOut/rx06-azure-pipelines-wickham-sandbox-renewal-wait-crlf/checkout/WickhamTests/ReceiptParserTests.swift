import XCTest
@testable import Wickham

final class ReceiptParserTests: XCTestCase {
    func testOriginalPurchaseDateParsed() throws {
        let json = try Fixtures.json("receipt-sandbox-monthly")
        let item = try XCTUnwrap(ReceiptParser.latestItem(in: json, productID: "com.wickham.listen.monthly"))
        XCTAssertEqual(item.originalPurchaseDate, Date(timeIntervalSince1970: 1_561_372_003))
    }
}
