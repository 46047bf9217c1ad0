import XCTest
@testable import Halyard

/// Guards the background capabilities the crew-sync features rely on.
/// Reads the Info.plist of the built test host (Halyard.app), not the source file.
final class AppCapabilitiesTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBackgroundModesDeclareFetchForInboxRefresh() {
        XCTAssertTrue(backgroundModes.contains("fetch"), "UIBackgroundModes is \(backgroundModes)")
    }

    func testBackgroundModesDeclareRemoteNotification() {
        XCTAssertTrue(backgroundModes.contains("remote-notification"),
                      "UIBackgroundModes is \(backgroundModes); silent crew pushes need \"remote-notification\"")
    }

    func testInboxRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppDelegate.inboxRefreshIdentifier))
    }
}
