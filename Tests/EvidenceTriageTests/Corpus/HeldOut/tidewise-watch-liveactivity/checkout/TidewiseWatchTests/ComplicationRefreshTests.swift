import XCTest
import WatchKit
@testable import TidewiseWatch

final class ComplicationRefreshTests: XCTestCase {

    func testBackgroundRefreshFiresAtPreferredDate() {
        let fired = expectation(description: "WKApplicationRefreshBackgroundTask handled")
        RefreshCoordinator.shared.onRefreshHandled = { fired.fulfill() }

        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: Date().addingTimeInterval(60),
                                                         userInfo: nil) { error in
            XCTAssertNil(error)
        }
        wait(for: [fired], timeout: 90)
    }
}
