import XCTest
import shared
@testable import iosApp

final class SyncRefreshTaskTests: XCTestCase {

    override func setUp() {
        AppContainer.shared.useFakeApi(FakeReadingsApi.withPages(2))
    }

    func testRefreshHandlerRunsSharedSyncOnMainQueue() {
        let done = expectation(description: "refresh completion")
        RefreshTaskHandler.shared.runRefresh(source: "test") { ok in
            XCTAssertTrue(ok)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    /// BGTaskScheduler calls our launch handler on a background queue (register(using: nil)).
    func testRefreshHandlerRunsSharedSyncOffMainQueue() {
        let done = expectation(description: "refresh completion")
        DispatchQueue.global(qos: .utility).async {
            RefreshTaskHandler.shared.runRefresh(source: "test-bgqueue") { ok in
                XCTAssertTrue(ok)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 10)
    }
}
