import XCTest
@testable import Brindle

final class APIEnvironmentTests: XCTestCase {
    func testDebugBuildTargetsStagingHost() {
        XCTAssertEqual(APIEnvironment.current.baseURL.absoluteString, "https://staging.api.brindle.app")
    }

    func testBaseURLUsesHTTPS() {
        XCTAssertEqual(APIEnvironment.current.baseURL.scheme, "https")
    }
}
