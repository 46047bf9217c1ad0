import BackgroundTasks
import XCTest
@testable import App

/// Hosted in App.app, so AppDelegate has already run registerAll() at launch.
final class NativeRefreshRegistrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testMediaCleanupRegisters() {
        XCTAssertEqual(BackgroundRefresh.registrationResults[BackgroundRefresh.mediaCleanup], true)
    }

    func testLogbookRefreshRegisters() {
        XCTAssertEqual(BackgroundRefresh.registrationResults[BackgroundRefresh.logbookRefresh], true,
                       "registration of \(BackgroundRefresh.logbookRefresh) was rejected")
    }

    func testScheduleSubmitsRefreshRequest() {
        XCTAssertNoThrow(try BackgroundRefresh.scheduleLogbookRefresh())
    }
}
