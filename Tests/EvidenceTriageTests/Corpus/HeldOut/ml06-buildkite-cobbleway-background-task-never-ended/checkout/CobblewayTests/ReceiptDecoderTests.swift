import XCTest
@testable import Cobbleway

final class ReceiptDecoderTests: XCTestCase {
    func testDecodesFractionalSeconds() throws {
        let json = #"{"id":"r-1","merchant":"Kaffeerösterei","total":4.2,"paidAt":"2026-08-12T07:31:09.482Z"}"#
        let receipt = try ReceiptDecoder.decoder().decode(Receipt.self, from: Data(json.utf8))
        XCTAssertEqual(receipt.merchant, "Kaffeerösterei")
    }
}
