import BackgroundTasks
import XCTest
@testable import Ferrylog

/// Runs inside the FerrylogDev test host, after the real app delegate has
/// registered its tasks at launch.
final class BackgroundTaskRegistrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testTimetableRefreshRegistrationSucceeds() throws {
        let results = try XCTUnwrap(AppDelegate.shared?.backgroundRegistration)
        XCTAssertEqual(results[BackgroundTasks.timetableRefresh], true,
                       "register(forTaskWithIdentifier:) returned false for \(BackgroundTasks.timetableRefresh)")
    }

    func testPhotoCleanupRegistrationSucceeds() throws {
        let results = try XCTUnwrap(AppDelegate.shared?.backgroundRegistration)
        XCTAssertEqual(results[BackgroundTasks.photoCleanup], true,
                       "register(forTaskWithIdentifier:) returned false for \(BackgroundTasks.photoCleanup)")
    }

    func testSubmitTimetableRefreshRequest() throws {
        XCTAssertNoThrow(try BackgroundTasks.submitTimetableRefresh(after: 20 * 60))
    }
}
