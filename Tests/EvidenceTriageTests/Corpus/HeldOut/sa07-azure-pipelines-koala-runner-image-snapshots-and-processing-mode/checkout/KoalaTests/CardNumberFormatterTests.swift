import XCTest
@testable import KoalaCard

final class CardNumberFormatterTests: XCTestCase {
    func testVisaGrouping() {
        XCTAssertEqual(CardNumberFormatter().format("4111111111111111", brand: .visa), "4111 1111 1111 1111")
    }

    func testAmexGrouping() {
        XCTAssertEqual(CardNumberFormatter().format("378282246310005", brand: .amex), "3782 822463 10005")
    }
}
