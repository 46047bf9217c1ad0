import XCTest
@testable import Pulsebeat

final class BackgroundModeTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testFetchModeDeclaredForSessionUpload() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testBluetoothCentralBackgroundModeDeclared() {
        XCTAssertTrue(modes.contains("bluetooth-central"), "UIBackgroundModes is \(modes); strap restoration needs \"bluetooth-central\"")
    }
}
