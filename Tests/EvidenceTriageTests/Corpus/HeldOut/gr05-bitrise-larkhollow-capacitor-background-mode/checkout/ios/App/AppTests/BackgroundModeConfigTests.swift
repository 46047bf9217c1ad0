import XCTest
@testable import App

/// Static checks on the built app's Info.plist for plugins that need manual iOS setup.
final class BackgroundModeConfigTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testInfoPlistDeclaresAudioBackgroundMode() {
        XCTAssertTrue(backgroundModes.contains("audio"),
                      "cordova-plugin-advanced-background-mode needs 'audio'; UIBackgroundModes = \(backgroundModes)")
    }

    func testInfoPlistDeclaresRemoteNotifications() {
        XCTAssertTrue(backgroundModes.contains("remote-notification"))
    }
}
