import XCTest

/// Reads the BUILT Info.plist of the host app.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testFetchModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
