import XCTest
@testable import Lanternpost

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testAppDeclaresFetchMode() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testAppDeclaresRemoteNotificationMode() {
        XCTAssertTrue(modes.contains("remote-notification"), "UIBackgroundModes is \(modes)")
    }
}
