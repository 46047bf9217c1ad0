import XCTest
@testable import Tidewell

final class APIEnvironmentTests: XCTestCase {

    func testCIRunsAgainstFixtureServer() {
        // The workflow starts the fixture server on 127.0.0.1:8099 and
        // exports FIXTURE_BASE_URL for the test run.
        let environment = APIEnvironment.fromProcess()

        XCTAssertEqual(environment.baseURL.host, "127.0.0.1", "CI must point the app at the fixture server (FIXTURE_BASE_URL)")
    }

    func testProductionIsDefault() {
        let environment = APIEnvironment(processEnvironment: [:])
        XCTAssertEqual(environment.baseURL.host, "api.tidewell.example")
    }
}
