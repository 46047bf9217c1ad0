import XCTest
@testable import Meterline

final class SessionPriceFormatterTests: XCTestCase {
    func testFormatsSessionTotalInDollars() {
        // Uses the test run's region, like the app does.
        XCTAssertEqual(SessionPriceFormatter().string(cents: 1250), "$12.50")
    }

    func testZeroIsFree() {
        XCTAssertTrue(SessionPriceFormatter().string(cents: 0).contains("0.00"))
    }
}
