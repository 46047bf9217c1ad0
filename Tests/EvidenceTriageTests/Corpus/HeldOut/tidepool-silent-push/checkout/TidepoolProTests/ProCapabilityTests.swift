import XCTest
@testable import TidepoolPro

/// Guards the capabilities the white-label build must ship with.
final class ProCapabilityTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBundleIdentifierIsProVariant() {
        XCTAssertEqual(Bundle.main.bundleIdentifier, "com.tidepool.pro")
    }

    func testBackgroundModesIncludeRemoteNotification() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"),
                      "UIBackgroundModes is \(modes); remote-notification is required for content-available pushes")
    }

    func testBackgroundModesIncludeFetch() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }
}
