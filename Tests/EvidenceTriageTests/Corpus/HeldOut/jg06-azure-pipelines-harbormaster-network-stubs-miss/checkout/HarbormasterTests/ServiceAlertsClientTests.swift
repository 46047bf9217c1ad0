import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Harbormaster

final class ServiceAlertsClientTests: XCTestCase {
    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testFetchOverviewAlerts() {
        stub(condition: { request in
            request.url?.absoluteString == "https://api.harbormaster.test/v2/alerts"
        }) { _ in
            HTTPStubsResponse(fileAtPath: OHPathForFile("alerts-overview.json", type(of: self))!,
                              statusCode: 200, headers: ["Content-Type": "application/json"])
        }
        let done = expectation(description: "alerts fetched")
        ServiceAlertsClient(baseURL: URL(string: "https://api.harbormaster.test")!).fetchOverview { result in
            switch result {
            case .success(let alerts):
                XCTAssertEqual(alerts.count, 3)
            case .failure(let error):
                XCTFail("unexpected error \(error)")
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
