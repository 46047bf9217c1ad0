import XCTest
@testable import Tern

final class APIEnvironmentTests: XCTestCase {
    private var info: [String: Any] { Bundle(for: TernAppDelegate.self).infoDictionary ?? [:] }

    func testEnvironmentNameIsSet() {
        XCTAssertEqual(info["TERN_ENVIRONMENT"] as? String, "staging")
    }

    func testBaseURLIsHTTPS() {
        let url = APIEnvironment.current.baseURL
        XCTAssertEqual(url?.scheme, "https")
        XCTAssertEqual(url?.host, "api.staging.ternfield.app")
    }
}
