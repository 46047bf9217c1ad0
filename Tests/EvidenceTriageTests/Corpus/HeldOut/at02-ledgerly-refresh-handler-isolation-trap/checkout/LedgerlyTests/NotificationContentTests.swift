import XCTest
@testable import Ledgerly

final class NotificationContentTests: XCTestCase {

    func testTrialReminderBody() {
        let sub = Subscription.fixture(vendor: "Streamly", price: 15.99, currency: "USD")
        let body = NotificationContent.trialEnding(sub, daysLeft: 2).body
        XCTAssertEqual(body, "Streamly trial ends in 2 days. You'll be charged $15.99.")
    }

    func testVerificationBodyNamesVendor() {
        let sub = Subscription.fixture(vendor: "Streamly", price: 15.99, currency: "USD")
        XCTAssertTrue(NotificationContent.verification(sub).body.hasPrefix("Streamly"))
    }
}
