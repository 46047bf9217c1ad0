import EvidenceRecorder
import XCTest
@testable import Parcelbird

/// Runs hosted in Parcelbird.app, so AppDelegate has already registered the handlers.
final class BackgroundRefreshRegistrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRegistrationRecordsSucceeded() throws {
        let records = try DiagnosticsReader(fileURL: BackgroundTasks.recorder.fileURL).records()
        let registrations = records.filter { $0.phase == .registration }
        XCTAssertFalse(registrations.isEmpty)
        XCTAssertTrue(registrations.allSatisfy { $0.outcome == .succeeded })
    }

    /// Submission is synchronous and validated against the built Info.plist, so this can
    /// run on the Simulator; it does not wait for the system to launch anything.
    func testTrackingRefreshSubmissionAccepted() {
        XCTAssertNoThrow(try BackgroundTasks.scheduleTrackingRefresh(after: 4 * 60 * 60))
    }
}
