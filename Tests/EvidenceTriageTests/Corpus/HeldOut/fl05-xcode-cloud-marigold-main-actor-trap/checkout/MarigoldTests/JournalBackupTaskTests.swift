import XCTest
@testable import Marigold

private final class FakeTask: BGTaskProtocol {
    let identifier: String
    var expirationHandler: (() -> Void)?
    private(set) var completed: Bool?
    init(identifier: String) { self.identifier = identifier }
    func setTaskCompleted(success: Bool) { completed = success }
}

private final class RecordingScheduler: TaskScheduling {
    var handlers: [String: (BGTaskProtocol) -> Void] = [:]
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool {
        handlers[identifier] = launchHandler
        return true
    }
}

/// Registration is faked; the launch handler is then invoked the way the
/// system does for `using: nil`, on a background queue.
@MainActor
final class JournalBackupTaskTests: XCTestCase {
    func testRegistersJournalBackup() {
        let scheduler = RecordingScheduler()
        let coordinator = BackgroundTaskCoordinator(scheduler: scheduler, backup: JournalBackupJob(copy: {}))
        XCTAssertTrue(coordinator.registerAll())
        XCTAssertNotNil(scheduler.handlers[BackgroundTaskCoordinator.journalBackup])
    }

    func testLaunchHandlerRunsBackupOffMainThread() async throws {
        let scheduler = RecordingScheduler()
        let coordinator = BackgroundTaskCoordinator(scheduler: scheduler, backup: JournalBackupJob(copy: {}))
        coordinator.registerAll()
        let handler = try XCTUnwrap(scheduler.handlers[BackgroundTaskCoordinator.journalBackup])
        let task = FakeTask(identifier: BackgroundTaskCoordinator.journalBackup)

        let done = expectation(description: "handler returned")
        DispatchQueue(label: "com.apple.BGTaskScheduler.fake").async {
            handler(task)
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 5)

        XCTAssertEqual(task.completed, true)
    }
}
