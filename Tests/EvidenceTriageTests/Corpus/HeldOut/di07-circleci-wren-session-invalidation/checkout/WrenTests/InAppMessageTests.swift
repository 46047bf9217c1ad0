import XCTest
@testable import Wren

final class InAppMessageTests: XCTestCase {
    func testBannerDismissesAfterTimeout() {
        let banner = InAppBanner(message: .fixture, dismissAfter: 3.0)
        let dismissed = expectation(description: "banner dismissed")
        banner.onDismiss = { dismissed.fulfill() }
        banner.show()
        // the banner's own timer is 3.0 s; the wait leaves 0.1 s of slack











        wait(for: [dismissed], timeout: 3.1)
    }
}
