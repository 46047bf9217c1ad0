import XCTest
import BackgroundTasks
@testable import Tallyho

final class FakeRefreshTask: RefreshTaskType {
    var expirationHandler: (() -> Void)?
    private(set) var completedWith: Bool?
    func setTaskCompleted(success: Bool) { completedWith = success }
}

final class BalanceRefreshTests: XCTestCase {

    func testRefreshSchedulesNextRun() {
        let syncer = StubBalanceSyncer(result: .success(3))
        let handler = BalanceRefreshHandler(syncer: syncer)
        let task = FakeRefreshTask()

        let done = expectation(forNotification: .balanceRefreshDidRun, object: nil)
        handler.handle(task: task)
        wait(for: [done], timeout: 5)

        XCTAssertEqual(task.completedWith, true)
        XCTAssertTrue(DiagnosticsRecorder.shared.records(for: BackgroundTaskScheduler.balanceRefreshIdentifier)
            .contains { $0.phase == "submission" })
    }

    func testExpirationCancelsSync() {
        let syncer = StubBalanceSyncer(result: .success(3), delay: 2)
        let handler = BalanceRefreshHandler(syncer: syncer)
        let task = FakeRefreshTask()
        handler.handle(task: task)
        task.expirationHandler?()
        syncer.queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(task.completedWith, false)
    }

    /// End-to-end: background the app and wait for iOS to run the refresh.
    func testBalancesRefreshWithinTwoMinutesOfBackgrounding() {
        let ran = expectation(forNotification: .balanceRefreshDidRun, object: nil)
        ran.expectationDescription = "balance refresh ran after backgrounding"
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [ran], timeout: 120)
    }
}
