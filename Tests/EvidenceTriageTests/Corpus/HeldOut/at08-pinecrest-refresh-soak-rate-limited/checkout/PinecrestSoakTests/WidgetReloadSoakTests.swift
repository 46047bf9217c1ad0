import XCTest
import WidgetKit
@testable import Pinecrest

final class WidgetReloadSoakTests: XCTestCase {
    func testWidgetReloadAfterRefresh() throws {
        let reloaded = expectation(description: "timeline reload observed")
        WidgetReloadProbe.shared.onReload = { reloaded.fulfill() }
        try RefreshScheduler.shared.runRefreshNow()
        wait(for: [reloaded], timeout: 30)
    }
}
