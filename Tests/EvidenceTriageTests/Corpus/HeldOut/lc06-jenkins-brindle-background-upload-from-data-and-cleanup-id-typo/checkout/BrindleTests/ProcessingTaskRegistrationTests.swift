import XCTest
@testable import Brindle

final class ProcessingTaskRegistrationTests: XCTestCase {
    func testPhotoCleanupTaskRegisters() throws {
        let records = try DiagnosticsReader.records(identifier: BrindleTasks.photoCleanup)
        let registration = try XCTUnwrap(records.first { $0.phase == "registration" })
        XCTAssertEqual(registration.outcome, "succeeded", "registration of \(BrindleTasks.photoCleanup) was \(registration.outcome)")
    }
}
