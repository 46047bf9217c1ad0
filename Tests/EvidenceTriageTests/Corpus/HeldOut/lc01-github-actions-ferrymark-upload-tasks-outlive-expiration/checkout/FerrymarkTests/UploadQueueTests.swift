import XCTest
import UIKit
@testable import Ferrymark

final class FakeBackgroundTasks: BackgroundTaskProviding {
    private var next = 0
    private(set) var expirationHandlers: [UIBackgroundTaskIdentifier: () -> Void] = [:]
    private(set) var endedTaskIDs: [Int] = []
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        next += 1
        let id = UIBackgroundTaskIdentifier(rawValue: next)
        expirationHandlers[id] = expirationHandler
        return id
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { endedTaskIDs.append(identifier.rawValue) }
    func expire(_ id: Int) { expirationHandlers[UIBackgroundTaskIdentifier(rawValue: id)]?() }
}

final class FakeUploadTask: UploadSessionTask {
    enum State { case idle, running, suspended, canceled }
    private(set) var state = State.idle
    func resume() { state = .running }
    func suspend() { state = .suspended }
    func cancel() { state = .canceled }
}

final class UploadQueueTests: XCTestCase {
    /// iOS logs "Background task still not ended after expiration handlers were called … This app will
    /// likely be terminated by the system" when an expiration handler does not end its task.
    func testExpiredUploadIsCancelledAndBackgroundTaskEnded() {
        let app = FakeBackgroundTasks()
        let queue = UploadQueue(app: app)
        let upload = FakeUploadTask()
        queue.start(url: URL(string: "https://collect.ferrymark.example/v1/batch")!, task: upload)

        app.expire(1)

        XCTAssertEqual(upload.state, .canceled)
        XCTAssertEqual(app.endedTaskIDs, [1])
    }

    func testFinishedUploadReleasesBackgroundTaskImmediately() {
        let app = FakeBackgroundTasks()
        let queue = UploadQueue(app: app)
        let url = URL(string: "https://collect.ferrymark.example/v1/batch")!
        queue.start(url: url, task: FakeUploadTask())

        queue.uploadFinished(url: url)

        XCTAssertEqual(queue.pendingTaskCount, 0)
        XCTAssertEqual(app.endedTaskIDs, [1])
    }

    func testFlushEndsEveryPendingTask() {
        let app = FakeBackgroundTasks()
        let queue = UploadQueue(app: app)
        queue.start(url: URL(string: "https://collect.ferrymark.example/v1/a")!, task: FakeUploadTask())
        queue.start(url: URL(string: "https://collect.ferrymark.example/v1/b")!, task: FakeUploadTask())
        queue.flush()
        XCTAssertEqual(app.endedTaskIDs, [1, 2])
    }
}
