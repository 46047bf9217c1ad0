import XCTest

final class BackgroundModeTests: XCTestCase {
    func testInfoPlistDeclaresBluetoothCentral() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("bluetooth-central"), "UIBackgroundModes = \(modes)")
    }
}

