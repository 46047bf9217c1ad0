import EarlGrey
import XCTest
@testable import Harbormaster

final class BookingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        GREYConfiguration.sharedInstance().setValue(10.0, forConfigKey: kGREYConfigKeyInteractionTimeoutDuration)
        TestApp.reset(signedIn: true, bookings: [.fixture(berth: "C-14")])
    }

    func testCancelBookingRemovesRow() {
        EarlGrey.selectElement(with: grey_accessibilityID("tab.bookings")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("booking.C-14")).perform(grey_swipeFastInDirection(.left))
        EarlGrey.selectElement(with: grey_buttonTitle("Cancel booking")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("booking.C-14")).assert(grey_notVisible())
    }
}
