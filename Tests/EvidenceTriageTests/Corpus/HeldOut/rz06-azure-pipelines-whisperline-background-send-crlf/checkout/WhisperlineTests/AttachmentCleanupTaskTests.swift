import XCTest
import BackgroundTasks
@testable import Whisperline

final class AttachmentCleanupTaskTests: XCTestCase {
    func testCleanupHandlerRegisteredAtLaunch() throws {
        let records = try DiagnosticRecorder.shared.records(for: AttachmentCleanup.identifier, phase: .registration)
        XCTAssertEqual(records.last?.outcome, .succeeded)
    }

    func testCleanupRequestSubmitted() throws {
        XCTAssertNoThrow(try AttachmentCleanup.schedule())
    }
}
