//
//  ActivityMonitorBackgroundTests.swift
//  LoiterTests
//
//  Hosted in Loiter.app. Exercises the real BGTaskScheduler: the monitor submits
//  both request kinds and we wait for visionOS to launch one of them.
//

#if os(visionOS)
import BackgroundTasks
import XCTest
@testable import Loiter

final class ActivityMonitorBackgroundTests: XCTestCase {
    private var monitor: ActivityMonitor!

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        monitor = (UIApplication.shared.delegate as! LoiterAppDelegate).monitor
    }

    override func tearDown() {
        monitor.cancelBackgroundTasks()
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testBothTaskRequestsArePending() async {
        monitor.scheduleBackgroundTasks()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.map(\.identifier).sorted(),
                       ["app.loiter.activity.processing", "app.loiter.activity.refresh"])
    }

    func testProcessingTaskLaunchesAfterGracePeriod() {
        let launched = expectation(forNotification: .activityProcessingDidLaunch, object: nil)
        monitor.scheduleBackgroundTasks()
        // earliestBeginDate is now + 5 min; give the system two more minutes.
        wait(for: [launched], timeout: 420)
    }
}
#endif
