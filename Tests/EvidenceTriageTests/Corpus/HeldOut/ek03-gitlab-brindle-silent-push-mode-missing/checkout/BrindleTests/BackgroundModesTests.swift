import XCTest
@testable import Brindle

/// Guards the capabilities the inbox refresh depends on. Reads the plist of the
/// app this test bundle is hosted in, i.e. the configuration being tested.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes)")
    }

    func testFetchModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
    }
}
