import XCTest

/// Static checks on the Info.plist that ships inside the built host app.
final class InfoPlistGateTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testDeclaresLocationBackgroundMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("location"), "UIBackgroundModes \(modes) does not contain \"location\"")
    }

    func testDeclaresAlwaysUsageDescription() {
        XCTAssertNotNil(info["NSLocationAlwaysAndWhenInUseUsageDescription"])
        XCTAssertNotNil(info["NSLocationWhenInUseUsageDescription"])
    }
}
