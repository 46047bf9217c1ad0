import XCTest
@testable import Brightwater

/// Reads the Info.plist of the built test host (Brightwater.app).
final class AppCapabilitiesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testSilentPushesCanWakeTheApp() {
        // Gate changes arrive as content-available pushes while the wallet is in the background
        // (AppDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)).
        // Without the mode UIKit never calls that handler for a backgrounded app.
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); gate-change pushes need \"remote-notification\"")
    }

    func testWalletRefreshIdentifierPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(WalletRefreshScheduler.identifier))
        XCTAssertTrue(modes.contains("fetch"))
    }
}
