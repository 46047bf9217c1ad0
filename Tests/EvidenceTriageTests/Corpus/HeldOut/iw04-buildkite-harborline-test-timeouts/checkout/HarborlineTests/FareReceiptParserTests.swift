import XCTest
@testable import Harborline

final class FareReceiptParserTests: XCTestCase {
    func testParsesWholeSecondTimestamp() throws {
        let receipt = try XCTUnwrap(FareReceiptParser.parse(["reference": "HL-1", "issued_at": "2026-11-20T08:15:00Z", "amount_minor": 4250]))
        XCTAssertEqual(receipt.amountMinor, 4250)
    }

    func testParsesTimestampWithFractionalSeconds() throws {
        // The fares API switched to millisecond timestamps in v3.
        let receipt = try XCTUnwrap(FareReceiptParser.parse(["reference": "HL-2", "issued_at": "2026-11-20T08:15:00.482Z", "amount_minor": 1900]))
        XCTAssertEqual(receipt.reference, "HL-2")
    }
}
