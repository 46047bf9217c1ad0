import XCTest
@testable import Larder

final class PantryExpiryParserTests: XCTestCase {
    func testParsesServerTimestamp() throws {
        let item = try PantryExpiryParser().parse(#"{"sku":"olive-oil","expires":"2026-12-09 18:30:00"}"#)
        XCTAssertNotNil(item.expires, "expiry timestamp did not parse")
    }
}

