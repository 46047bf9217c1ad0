import XCTest
@testable import Pipit

class RareAlertFetchTests: XCTestCase {

    func testFetchReportsNewDataWhenAlertsArrive() {
        let delegate = AppDelegate()
        delegate.alertsFetcher = StubAlertsFetcher(result: .newAlerts)
        let done = expectation(description: "completion")
        delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        })
        waitForExpectations(timeout: 1)
    }
}
