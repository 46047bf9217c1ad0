import XCTest
@testable import Wren

final class RefreshRegistrationTests: XCTestCase {
    func testRefreshHandlerRegistered() {
        let settings = SettingsViewModel()
        settings.backgroundRefreshEnabled = true
        XCTAssertTrue(settings.backgroundRefreshEnabled)
    }
}
