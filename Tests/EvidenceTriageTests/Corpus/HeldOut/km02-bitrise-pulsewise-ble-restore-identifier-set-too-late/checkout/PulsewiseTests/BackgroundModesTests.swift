import XCTest

/// Guards the built Info.plist: background features silently stop working
/// when a mode disappears from UIBackgroundModes.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBuiltPlistDeclaresFetch() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testBuiltPlistDeclaresBluetoothCentral() {
        XCTAssertTrue(modes.contains("bluetooth-central"),
                      "UIBackgroundModes is \(modes); state restoration needs bluetooth-central")
    }
}
