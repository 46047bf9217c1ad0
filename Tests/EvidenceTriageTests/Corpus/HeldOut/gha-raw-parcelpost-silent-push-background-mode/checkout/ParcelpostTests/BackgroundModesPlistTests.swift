import XCTest
@testable import Parcelpost

/// Guards the background modes the app relies on. Reads the Info.plist of the host app,
/// i.e. the built product, not the file in the repository.
final class BackgroundModesPlistTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testRefreshModesDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }

    func testRemoteNotificationModeDeclared() {
        XCTAssertTrue(modes.contains("remote-notification"),
                      "silent shipment pushes need the remote-notification background mode; found \(modes)")
    }
}
