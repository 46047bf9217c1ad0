import XCTest
@testable import HarborlightKit

final class AccountExpiryTests: XCTestCase {
    func testExpiryBannerShowsDaysLeft() {
        // Uses the wall clock; around midnight UTC the day count can be off by one.
        let expiry = Date().addingTimeInterval(3 * 86_400)
        XCTAssertEqual(AccountExpiry(date: expiry).bannerText, "3 days left")
    }
}
