import CoreLocation
import XCTest
@testable import App

final class RegionAuthorizationTests: XCTestCase {
    func testAlwaysAuthorizationRequestedForRegionMonitoring() {
        let key = Bundle.main.object(forInfoDictionaryKey: "NSLocationAlwaysAndWhenInUseUsageDescription") as? String
        XCTAssertNotNil(key, "region monitoring in the background needs Always authorization and its usage string")
    }
}
