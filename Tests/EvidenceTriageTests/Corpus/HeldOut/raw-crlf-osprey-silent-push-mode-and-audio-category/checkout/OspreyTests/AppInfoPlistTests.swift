import XCTest

/// Hosted in Osprey.app: Bundle.main is the built app.
final class AppInfoPlistTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testAudioModeDeclared() {
        XCTAssertTrue(modes.contains("audio"))
    }

    func testRemoteNotificationModeDeclaredForSilentPush() {
        // "New episode" pushes are content-available only; without the mode iOS never wakes the app for them.
        XCTAssertTrue(modes.contains("remote-notification"), "silent new-episode pushes need remote-notification in UIBackgroundModes; built app declares \(modes)")
    }
}
