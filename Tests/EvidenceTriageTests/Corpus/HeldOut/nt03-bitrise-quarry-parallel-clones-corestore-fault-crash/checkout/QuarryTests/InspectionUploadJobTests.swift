import XCTest
import CoreStore
@testable import Quarry

final class InspectionUploadJobTests: XCTestCase {
    func testUploadWithNothingPending() throws {
        let stack = try TestStack.make(pending: 0)
        let done = expectation(description: "job finished")
        InspectionUploadJob(dataStack: stack, api: .stub()).run { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testUploadMarksInspectionsSynced() throws {
        let stack = try TestStack.make(pending: 3)
        let done = expectation(description: "job finished")
        var synced = 0
        InspectionUploadJob(dataStack: stack, api: .stub()).run { result in
            synced = (try? result.get()) ?? -1
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(synced, 3)
    }
}
