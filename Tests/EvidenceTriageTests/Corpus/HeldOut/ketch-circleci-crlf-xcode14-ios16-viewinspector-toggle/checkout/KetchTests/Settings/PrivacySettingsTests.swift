import SwiftUI
import ViewInspector
import XCTest
@testable import Ketch

final class PrivacySettingsTests: XCTestCase {

    func testToggleInUI() throws {
        let settings = PrivacySettings(store: InMemoryDefaults())
        let view = PrivacySettingsView(settings: settings)
        let toggle = try view.inspect().find(ViewType.Toggle.self, containing: "Block Tracking Cookies")
        try toggle.tap()
        XCTAssertFalse(try toggle.isOn())
        XCTAssertFalse(settings.blockTrackingCookies)
    }
}
