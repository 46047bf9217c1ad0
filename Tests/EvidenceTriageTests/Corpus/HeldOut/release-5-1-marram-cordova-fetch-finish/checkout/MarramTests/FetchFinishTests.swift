import XCTest
@testable import Marram

final class FetchFinishTests: XCTestCase {
    func testSecondFetchCallsFinish() throws {
        let plugin = CDVBackgroundFetchHarness()
        plugin.simulateFetch()
        plugin.simulateFetch()
        XCTAssertEqual(plugin.finishCount, 2, "finish() calls")
    }
}
