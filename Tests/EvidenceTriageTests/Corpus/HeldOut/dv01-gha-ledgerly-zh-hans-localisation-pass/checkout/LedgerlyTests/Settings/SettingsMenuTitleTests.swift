import XCTest
@testable import Ledgerly

final class SettingsMenuTitleTests: XCTestCase {
    func testCheckForUpdatesTitle() {
        let menu = SettingsMenu(updateAvailable: false)
        // Hard-coded English: String(localized:) resolves in the test host's language.
        XCTAssertEqual(menu.checkForUpdatesTitle, "Check for Updates…")
    }

    func testUpdateAvailableTitleDiffers() {
        XCTAssertNotEqual(SettingsMenu(updateAvailable: true).checkForUpdatesTitle,
                          SettingsMenu(updateAvailable: false).checkForUpdatesTitle)
    }
}
