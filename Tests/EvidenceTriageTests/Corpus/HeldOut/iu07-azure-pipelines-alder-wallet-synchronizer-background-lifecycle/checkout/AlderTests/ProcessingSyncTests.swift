import XCTest
@testable import Alder

final class ProcessingSyncTests: XCTestCase {
    func testSyncedTaskStopsAndCompletes() {
        let synchronizer = FakeSynchronizer()
        let task = FakeProcessingTask()
        ProcessingSync(synchronizer: synchronizer).handle(task) { done in done() }

        XCTAssertEqual(task.completions, [true])
        XCTAssertFalse(synchronizer.isRunning)
    }

    func testExpirationStopsSynchronizerAndCompletesFalse() {
        let synchronizer = FakeSynchronizer()
        let task = FakeProcessingTask()
        ProcessingSync(synchronizer: synchronizer).handle(task) { _ in /* still syncing */ }

        task.expirationHandler?()

        XCTAssertFalse(synchronizer.isRunning, "synchronizer still running after the task expired")
        XCTAssertEqual(task.completions, [false])
    }
}
