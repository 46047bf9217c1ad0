import XCTest

/// Guards the capabilities the app relies on at runtime (read from the built app).
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testInfoPlistDeclaresFetchForTimetableRefresh() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testInfoPlistDeclaresRemoteNotificationBackgroundMode() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes); silent pushes (content-available) need \"remote-notification\"")
    }
}
