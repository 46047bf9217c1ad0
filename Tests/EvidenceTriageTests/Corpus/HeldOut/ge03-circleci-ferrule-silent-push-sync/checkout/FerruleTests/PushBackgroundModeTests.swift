import XCTest
@testable import Ferrule

/// Guards the static configuration silent pushes depend on, read from the built host app.
final class PushBackgroundModeTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBuiltPlistDeclaresFetch() {
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }

    func testBuiltPlistDeclaresRemoteNotification() {
        XCTAssertTrue(backgroundModes.contains("remote-notification"),
                      "silent pushes cannot wake the app without the remote-notification background mode; found \(backgroundModes)")
    }
}
