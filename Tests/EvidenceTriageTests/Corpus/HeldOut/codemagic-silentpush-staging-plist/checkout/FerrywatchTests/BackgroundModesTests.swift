import XCTest
@testable import Ferrywatch

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testFetchBackgroundModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testRemoteNotificationBackgroundModeDeclared() {
        // Silent (content-available) pushes only wake the app when this mode is built in.
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
