import BackgroundTasks
import XCTest
@testable import Ferrylog

final class TimetableRefreshRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        TimetableRefresh.onCompleted = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshHandlerRegisteredAtLaunch() {
        XCTAssertTrue(TimetableRefresh.isRegistered, "\(TimetableRefresh.identifier) was not registered at launch")
    }

    /// Schedules the refresh and asks the scheduler to launch it right away (debug SPI).
    func testSimulatedLaunchRunsTimetableRefresh() {
        let ran = expectation(description: "timetable refresh ran")
        TimetableRefresh.onCompleted = { ran.fulfill() }
        try? TimetableRefresh.schedule()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: TimetableRefresh.identifier)
        wait(for: [ran], timeout: 10)
    }
}
