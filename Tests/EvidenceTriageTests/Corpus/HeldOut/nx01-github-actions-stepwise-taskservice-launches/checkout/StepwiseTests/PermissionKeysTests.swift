import XCTest
@testable import Stepwise

final class PermissionKeysTests: XCTestCase {
    func testAlwaysLocationUsageDescriptionPresent() {
        let text = Bundle.main.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription") as? String
        XCTAssertNotNil(text, "Always-location prompt text missing from the built app")
    }

    func testMotionUsageDescriptionPresent() {
        XCTAssertNotNil(Bundle.main.object(forInfoDictionaryKey: "NSMotionUsageDescription"))
    }
}
