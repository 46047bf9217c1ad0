import XCTest

final class PushSetupTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testBuiltPlistKeepsAudioModeForTideAlarms() {
        XCTAssertTrue(modes.contains("audio"))
    }

    func testBuiltPlistDeclaresRemoteNotificationMode() {
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); silent tide updates need \"remote-notification\"")
    }
}
