import EarlGrey
import XCTest

final class SettingsUITests: XCTestCase {
    func testToggleDailyDigest() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests"]
        app.launch()
        EarlGrey.selectElement(with: grey_accessibilityID("tab.settings")).perform(grey_tap())
        EarlGrey.selectElement(with: grey_accessibilityID("settings.digest")).perform(grey_turnSwitchOn(true))
        EarlGrey.selectElement(with: grey_accessibilityID("settings.digest.time"))
            .assert(grey_sufficientlyVisible())
    }
}
