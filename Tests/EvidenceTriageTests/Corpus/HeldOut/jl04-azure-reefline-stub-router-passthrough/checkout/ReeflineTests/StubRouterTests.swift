import XCTest
@testable import Reefline

final class StubRouterTests: XCTestCase {
    private var client: APIClient!

    override func setUp() {
        StubRouter.reset()
        client = APIClient(baseURL: URL(string: "https://api.reefline.app")!, session: StubRouter.makeSession())
    }

    func testRegisteredPathIsAnsweredFromFixture() throws {
        StubRouter.register("GET", "/v2/stations/9413450/tides", body: Fixtures.data("tides-monterey"))
        let done = expectation(description: "request completes")
        client.tides(stationID: "9413450") { result in
            XCTAssertEqual(try? result.get().events.count, 8)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(StubRouter.interceptedRequests.count, 1)
    }

    func testWrongMethodIsNotMatched() {
        StubRouter.register("POST", "/v2/stations/9413450/tides", body: Data())
        XCTAssertFalse(StubRouter.canInit(with: URLRequest(url: URL(string: "https://api.reefline.app/v2/stations/9413450/tides")!)))
    }

    /// The router must not claim paths nobody registered.
    func testUnregisteredPathIsNotIntercepted() {
        StubRouter.register("GET", "/v2/stations/9413450/tides", body: Fixtures.data("tides-monterey"))
        let done = expectation(description: "request completes")
        client.tides(stationID: "ZZ999") { _ in
            done.fulfill()   // any result is fine: we only care that the router did not answer
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(StubRouter.interceptedRequests.isEmpty)
    }
}
