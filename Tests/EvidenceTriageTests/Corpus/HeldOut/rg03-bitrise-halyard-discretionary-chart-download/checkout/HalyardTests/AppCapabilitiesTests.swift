import XCTest
@testable import Halyard

final class AppCapabilitiesTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"))
    }

    func testBackgroundFetchModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes = \(modes)")
    }
}
