import XCTest
@testable import Quayside

final class TideSyncBackgroundTests: XCTestCase {
    func testTideSyncRegistersAsAvailable() async throws {
        let status = try await QuaysideTestBridge.shared.registerTideSync()
        XCTAssertEqual(status, "Available")
    }

    func testTideSyncFiresWithinSixteenMinutes() async throws {
        let ran = expectation(description: "tide sync ran")
        QuaysideTestBridge.shared.onTaskExecuted = { name in
            if name == "quayside-tide-sync" { ran.fulfill() }
        }
        _ = try await QuaysideTestBridge.shared.registerTideSync()
        await fulfillment(of: [ran], timeout: 960)
    }
}
