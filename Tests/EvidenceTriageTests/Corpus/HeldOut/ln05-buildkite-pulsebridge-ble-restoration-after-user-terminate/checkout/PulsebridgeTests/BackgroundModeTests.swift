import XCTest
@testable import Pulsebridge

final class BackgroundModeTests: XCTestCase {
    func testBluetoothPeripheralModeDeclared() {
        let modes = Bundle(for: CentralController.self).object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("bluetooth-peripheral"), "UIBackgroundModes is \(modes); the bench-link advertiser needs bluetooth-peripheral")
    }
}
