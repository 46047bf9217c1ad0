import XCTest
@testable import Ashgrove

final class BackgroundTaskRegistrationTests: XCTestCase {

    func testBackupRefreshRegisteredAtLaunch() throws {
        let record = try XCTUnwrap(DiagnosticRecorder.shared.lastRecord(phase: .registration, identifier: BackgroundTasks.backupRefresh))
        XCTAssertEqual(record.outcome, .succeeded)
    }

    func testCleanupTaskRegisteredAtLaunch() throws {
        let record = try XCTUnwrap(DiagnosticRecorder.shared.lastRecord(phase: .registration, identifier: BackgroundTasks.libraryCleanup))
        XCTAssertEqual(record.outcome, .succeeded, "\(BackgroundTasks.libraryCleanup) was not registered")
    }
}
