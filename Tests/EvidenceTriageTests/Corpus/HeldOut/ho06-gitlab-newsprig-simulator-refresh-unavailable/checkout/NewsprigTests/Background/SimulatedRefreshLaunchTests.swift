import BackgroundTasks
import XCTest
@testable import Newsprig

/// Drives the real handler through BGTaskScheduler's debug entry point, the
/// same one the docs suggest running from lldb.
final class SimulatedRefreshLaunchTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "NewsprigTests.", with: ""), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSimulatedLaunchSyncsFeeds() {
        let synced = expectation(forNotification: .feedSyncDidFinish, object: nil)
        synced.expectationDescription = "feed sync ran from simulated launch"

        FeedRefreshScheduler.scheduleNext(after: 1)
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(selector, with: "com.newsprig.app.feed-refresh")

        wait(for: [synced], timeout: 10)
    }
}
