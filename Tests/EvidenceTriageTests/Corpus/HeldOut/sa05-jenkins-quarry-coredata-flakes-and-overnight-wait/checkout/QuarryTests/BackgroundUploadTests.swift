import XCTest
@testable import Quarry

final class BackgroundUploadTests: XCTestCase {
    func testOvernightUploadIsSubmitted() throws {
        XCTAssertNoThrow(try BackgroundUpload.shared.schedule())
    }

    func testOvernightUploadRuns() throws {
        let ran = expectation(description: "overnight upload ran")
        BackgroundUpload.shared.onRun = { ran.fulfill() }
        try BackgroundUpload.shared.schedule(after: 60)
        wait(for: [ran], timeout: 300)
    }
}
