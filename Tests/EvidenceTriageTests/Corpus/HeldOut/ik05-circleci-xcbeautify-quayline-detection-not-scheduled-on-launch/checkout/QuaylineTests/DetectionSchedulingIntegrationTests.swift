import BackgroundTasks
import XCTest
@testable import Quayline

/// Uses the real BGTaskScheduler through the host app.
final class DetectionSchedulingIntegrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSystemRunsDetectionWithinTwoMinutes() {
        let ran = expectation(forNotification: .exposureDetectionDidRun, object: nil)
        let detection = DetectionScheduler(scheduler: BGTaskScheduler.shared, recorder: AppDelegate.recorder)

        detection.scheduleNext()

        wait(for: [ran], timeout: 120)
    }
}
