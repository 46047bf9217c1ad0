import XCTest
import BackgroundTasks
@testable import TamarackField

/// Device-lab only: uses the real BGTaskScheduler.
final class NightModeScheduleTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testNightModeEngagesAtSevenPM() throws {
        let schedule = NightModeSchedule(start: .init(hour: 19), end: .init(hour: 7))
        try NightModeController.shared.apply(schedule)   // submits org.tamarack.field.nightmode for 19:00
        let engaged = expectation(forNotification: .nightModeDidEngage, object: nil)
        wait(for: [engaged], timeout: 20 * 60)
        let lateness = NightModeController.shared.lastEngagedAt!.timeIntervalSince(schedule.nextStart(after: .now))
        XCTAssertLessThanOrEqual(lateness, 60, "night mode should engage within a minute of 19:00")
    }
}
