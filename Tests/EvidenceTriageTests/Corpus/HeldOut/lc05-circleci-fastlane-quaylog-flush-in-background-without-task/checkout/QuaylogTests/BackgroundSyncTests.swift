import BackgroundTasks
import XCTest
@testable import Quaylog

final class BackgroundSyncTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "QuaylogTests.", with: ""), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshLaunchesWithinFiveMinutes() {
        let flushed = expectation(forNotification: .quaylogDidFlush, object: nil)
        BackgroundSync.schedule(after: 60)
        wait(for: [flushed], timeout: 300)
    }

    func testSimulatedLaunchFlushesEvents() {
        let flushed = expectation(forNotification: .quaylogDidFlush, object: nil)
        // What `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:…]` does in lldb.
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: BackgroundSync.id)
        wait(for: [flushed], timeout: 10)
    }
}
