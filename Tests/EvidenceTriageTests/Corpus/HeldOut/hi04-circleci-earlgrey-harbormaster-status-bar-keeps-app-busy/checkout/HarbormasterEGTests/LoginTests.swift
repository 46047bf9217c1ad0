import EarlGrey
import XCTest
@testable import Harbormaster

final class LoginTests: XCTestCase {
    override func setUp() {
        super.setUp()
        GREYConfiguration.sharedInstance().setValue(10.0, forConfigKey: kGREYConfigKeyInteractionTimeoutDuration)
        TestApp.reset(signedIn: false)
    }

    func testLoginShowsBerths() {
        EarlGrey.selectElement(with: grey_accessibilityID("login.email")).perform(grey_typeText("dock@harbor.test"))
        EarlGrey.selectElement(with: grey_accessibilityID("login.password")).perform(grey_typeText("correct horse"))
        EarlGrey.selectElement(with: grey_accessibilityID("login.submit")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("berths.list")).assert(grey_sufficientlyVisible())
    }

    func testWrongPasswordShowsError() {
        EarlGrey.selectElement(with: grey_accessibilityID("login.email")).perform(grey_typeText("dock@harbor.test"))
        EarlGrey.selectElement(with: grey_accessibilityID("login.password")).perform(grey_typeText("nope"))
        EarlGrey.selectElement(with: grey_accessibilityID("login.submit")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_text("Wrong email or password")).assert(grey_sufficientlyVisible())
    }
}
