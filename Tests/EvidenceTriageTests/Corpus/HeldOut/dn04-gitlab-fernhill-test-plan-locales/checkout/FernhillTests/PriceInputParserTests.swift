import XCTest
@testable import Fernhill

final class PriceInputParserTests: XCTestCase {
    func testParsesUserEnteredPrice() throws {
        // Prices in the plant shop are always entered and stored in USD.
        let parser = PriceInputParser()
        XCTAssertEqual(try parser.parse("4.99"), Decimal(string: "4.99"))
    }
}
