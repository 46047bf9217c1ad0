import XCTest
@testable import Tidemark

final class APIConfigurationTests: XCTestCase {
    func testBaseURLFromInfoPlist() {
        let config = APIConfiguration()
        XCTAssertEqual(config.baseURL.absoluteString, "https://api.tidemark.app/v2")
    }

    func testStatusURLHasHost() {
        let config = APIConfiguration()
        XCTAssertEqual(config.statusURL.host, "status.tidemark.app")
    }
}
