import XCTest
@testable import Tidewater

/// Guards the built app's Info.plist (the test host is Tidewater.app), not the source plist.
final class AppCapabilityTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBuiltPlistDeclaresBackgroundAudio() {
        XCTAssertTrue(backgroundModes.contains("audio"),
                      "episodes must keep playing in the background; UIBackgroundModes is \(backgroundModes)")
    }

    func testBuiltPlistDeclaresBackgroundFetch() {
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }

    func testFeedRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(FeedRefreshTask.identifier))
    }
}
