import XCTest
@testable import MossWatch

final class ComplicationRefreshTests: XCTestCase {
    func testScheduledRefreshFiresAtPreferredDate() {
        let fired = expectation(description: "WKApplicationRefreshBackgroundTask delivered")
        ExtensionDelegate.testHook = { task in if task is WKApplicationRefreshBackgroundTask { fired.fulfill() } }
        let preferred = Date().addingTimeInterval(60)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: preferred, userInfo: nil) { error in
            XCTAssertNil(error)
        }
        wait(for: [fired], timeout: 180)
    }
}
