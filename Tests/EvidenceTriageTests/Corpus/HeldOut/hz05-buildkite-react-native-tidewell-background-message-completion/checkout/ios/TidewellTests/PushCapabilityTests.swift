import XCTest

/// Guards the static setup that data-only FCM messages need on iOS.
final class PushCapabilityTests: XCTestCase {
    func testFirebaseProxyFlagPresent() throws {
        let plist = try XCTUnwrap(Bundle.main.infoDictionary)
        XCTAssertNotNil(plist["FirebaseAppDelegateProxyEnabled"])
    }

    func testBackgroundModesAllowSilentPush() throws {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes must contain remote-notification for content-available pushes")
    }
}
