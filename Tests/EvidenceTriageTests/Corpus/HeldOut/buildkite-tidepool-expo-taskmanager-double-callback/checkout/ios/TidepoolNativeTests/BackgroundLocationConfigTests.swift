import XCTest

/// Reads the Info.plist of the host app (the built Tidepool.app), not the
/// template: `expo prebuild` regenerates ios/Tidepool/Info.plist from app.config.ts.
final class BackgroundLocationConfigTests: XCTestCase {
    func testInfoPlistDeclaresLocationBackgroundMode() throws {
        let modes = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        XCTAssertTrue(modes.contains("location"), "UIBackgroundModes lacks \"location\": \(modes)")
    }

    func testAlwaysUsageDescriptionPresent() {
        XCTAssertNotNil(Bundle.main.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription"))
    }
}
