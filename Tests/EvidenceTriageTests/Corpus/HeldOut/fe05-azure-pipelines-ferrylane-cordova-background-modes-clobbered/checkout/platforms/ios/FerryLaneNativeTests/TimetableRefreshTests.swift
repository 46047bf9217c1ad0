import XCTest
@testable import FerryLane

final class TimetableRefreshTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "TimetableRefreshTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testScheduleRefreshSubmitsRequest() {
        XCTAssertNoThrow(try FerrySyncTasks.scheduleRefresh())
    }

    func testSimulatedLaunchUpdatesTimetable() throws {
        try? FerrySyncTasks.scheduleRefresh()
        BGTaskTestHarness.simulateLaunch(identifier: "com.ferrylane.timetable.refresh")
        let updated = expectation(forNotification: .timetableDidUpdate, object: nil)
        wait(for: [updated], timeout: 30)
    }
}
