import XCTest
@testable import Marrowby

final class ReceiptParserTests: XCTestCase {
    func testParsesFractionalSecondsTimestamp() throws {
        let json = #"{"id":"r-88","issuedAt":"2026-08-14T09:12:44.518Z","total":"23.33"}"#
        let receipt = try ReceiptParser().parse(Data(json.utf8))
        let issued = try XCTUnwrap(receipt.issuedAt)
        XCTAssertEqual(issued.timeIntervalSince1970, 1786698764.518, accuracy: 0.001)
    }
}
