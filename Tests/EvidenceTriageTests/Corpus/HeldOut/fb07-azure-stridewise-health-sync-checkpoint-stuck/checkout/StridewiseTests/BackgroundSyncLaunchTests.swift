import BackgroundTasks
import XCTest
@testable import Stridewise

/// Hosted in Stridewise.app. Drives the real BGTaskScheduler through its debug launch hook.
final class BackgroundSyncLaunchTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSimulatedProcessingLaunchRunsSync() {
        let ran = expectation(forNotification: .healthSyncDidFinish, object: nil)

        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: BackgroundSync.identifier)

        wait(for: [ran], timeout: 10)
    }
}
