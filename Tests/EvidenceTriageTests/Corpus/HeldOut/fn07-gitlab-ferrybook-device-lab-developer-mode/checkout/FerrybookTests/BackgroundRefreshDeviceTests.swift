import XCTest
import BackgroundTasks
@testable import Ferrybook

/// Device-lab only: these talk to the real BGTaskScheduler.
final class BackgroundRefreshDeviceTests: XCTestCase {
    private var refresh: TimetableRefresh { (UIApplication.shared.delegate as! AppDelegate).timetableRefresh }

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRegisteredAtLaunch() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(TimetableRefresh.identifier))
    }

    /// The refresh should start within 20 minutes of its earliestBeginDate on a plugged-in lab device.
    func testRefreshLaunchesWithinTwentyMinutesOfEarliestBeginDate() {
        let launched = expectation(description: "system launched com.ferrybook.app.timetable-refresh")
        refresh.onLaunch = { _ in launched.fulfill() }
        XCTAssertTrue(refresh.schedule(earliestBegin: Date(timeIntervalSinceNow: 60)))
        wait(for: [launched], timeout: 60 + 20 * 60)
    }
}
