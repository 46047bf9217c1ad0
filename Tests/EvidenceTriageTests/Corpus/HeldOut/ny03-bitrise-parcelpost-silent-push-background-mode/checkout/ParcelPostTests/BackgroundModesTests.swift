import XCTest
@testable import ParcelPost

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testProcessingModeDeclared() {
        XCTAssertTrue(modes.contains("processing"))
    }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes = \(modes)")
    }
}
