import XCTest
import CoreLocation
@testable import App

final class PermissionsTests: XCTestCase {
    func testAlwaysAuthorizationPromptAvailable() {
        let info = Bundle.main.infoDictionary ?? [:]
        XCTAssertNotNil(info["NSLocationWhenInUseUsageDescription"])
        XCTAssertNotNil(info["NSLocationAlwaysAndWhenInUseUsageDescription"], "needed before requestAlwaysAuthorization()")
    }
}
