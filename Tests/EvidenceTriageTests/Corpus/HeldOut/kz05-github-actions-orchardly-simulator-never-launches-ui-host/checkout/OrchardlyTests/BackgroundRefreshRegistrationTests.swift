import XCTest
@testable import Orchardly

final class BackgroundRefreshRegistrationTests: XCTestCase {
    func testRegistersBeforeLaunchFinishes() {
        let settings = SettingsViewModel()
        settings.setBackgroundRefresh(true)      // registers the sensor-refresh handler
        XCTAssertTrue(settings.backgroundRefreshEnabled)
    }
}
