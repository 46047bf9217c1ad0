import XCTest
@testable import Kittiwake

/// Guards the capabilities silent push depends on (the host app's own Info.plist).
final class AppCapabilitiesTests: XCTestCase {
    func testPushEntitlementPresent() throws {
        XCTAssertNotNil(Bundle.main.object(forInfoDictionaryKey: "CFBundleIdentifier"))
    }

    func testBackgroundModesIncludeRemoteNotification() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes)")
    }
}
