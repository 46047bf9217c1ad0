import XCTest
import BackgroundTasks
import TSBackgroundFetch
@testable import TallyHo

final class NightlyUploadSchedulingTests: XCTestCase {

    func testScheduleNightlyUploadResolves() {
        let done = expectation(description: "scheduleTask callback")
        var scheduleError: Error?
        let task = TSBGTask(identifier: "com.tallyho.nightly-upload", delay: 900_000, periodic: false)
        TSBackgroundFetch.sharedInstance().scheduleProcessingTask(task) { error in
            scheduleError = error
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertNil(scheduleError, "nightly upload should be accepted")
    }

    func testSimulatedFetchReachesJS() {
        let received = expectation(description: "[js] Received background-fetch event")
        let bridge = JSEventProbe(event: "fetch") { taskId in
            if taskId == "com.transistorsoft.fetch" { received.fulfill() }
        }
        bridge.start()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.transistorsoft.fetch")
        wait(for: [received], timeout: 20)
        bridge.stop()
    }
}
