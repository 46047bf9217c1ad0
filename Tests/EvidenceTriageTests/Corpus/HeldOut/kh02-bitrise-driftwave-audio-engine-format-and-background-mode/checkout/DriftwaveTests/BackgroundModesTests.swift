import XCTest
@testable import Driftwave

/// Guards the Info.plist of the app that the tests are hosted in.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testFeedRefreshIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(AppDelegate.feedRefreshID))
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testAudioBackgroundModeIsDeclared() {
        XCTAssertTrue(modes.contains("audio"),
                      "UIBackgroundModes must contain \"audio\" or playback stops when the screen locks")
    }
}
