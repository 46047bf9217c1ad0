import XCTest
@testable import Wayfarer

final class VisitSyncTests: XCTestCase {
    func testVisitSyncSubmitsRefreshRequest() throws {
        try VisitSync.schedule(recorder: .shared)
    }

    func testVisitSyncRunsWithinOneHour() throws {
        let ran = expectation(description: "visit sync handler ran")
        VisitSync.onRunForTesting = { ran.fulfill() }
        try VisitSync.schedule(recorder: .shared)
        wait(for: [ran], timeout: 3600)
    }
}
