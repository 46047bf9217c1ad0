import XCTest
import StoreKitTest
@testable import Pennyroyal

final class ReceiptRefresherTests: XCTestCase {
    var session: SKTestSession!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Pennyroyal")
        session.disableDialogs = true
    }

    func testRefreshReleasesRequestWhenFinished() {
        let refresher = ReceiptRefresher()
        let done = expectation(description: "refresh finished")
        refresher.refresh { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertNil(refresher.request, "finished SKReceiptRefreshRequest must be cancelled and released")
    }

    func testNoBackgroundTaskOutlivesRefresh() {
        let refresher = ReceiptRefresher()
        let done = expectation(description: "refresh finished")
        refresher.refresh { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
        let settled = expectation(description: "settle")
        DispatchQueue.main.asyncAfter(deadline: .now() + 35) { settled.fulfill() }
        wait(for: [settled], timeout: 40)
        XCTAssertEqual(BackgroundTaskMonitor.shared.outstandingNames, [])
    }
}
