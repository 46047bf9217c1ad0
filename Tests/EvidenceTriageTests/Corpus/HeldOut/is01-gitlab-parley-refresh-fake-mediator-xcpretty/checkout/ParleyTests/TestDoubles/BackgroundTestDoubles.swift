import BackgroundTasks
import Foundation
@testable import Parley

/// Stands in for UIApplication: the tests decide whether the app is active or backgrounded.
final class FakeAppMediator: AppMediatorProtocol {
    var appState: UIApplicationStateLike
    init(appState: UIApplicationStateLike) { self.appState = appState }
}

/// Stands in for BGTaskScheduler.shared: records submitted requests, never talks to the OS.
final class FakeTaskScheduler: TaskSchedulerProtocol {
    private(set) var submittedRequests: [BGTaskRequest] = []
    var submitError: Error?

    func submit(_ taskRequest: BGTaskRequest) throws {
        if let submitError { throw submitError }
        submittedRequests.append(taskRequest)
    }
}

/// A refresh task the test launches and expires by hand.
final class FakeBackgroundRefreshTask: BackgroundRefreshTaskProtocol {
    var expirationHandler: (() -> Void)?
    private(set) var completedWithSuccess: Bool?

    func setTaskCompleted(success: Bool) { completedWithSuccess = success }
    func expire() { expirationHandler?() }
}

final class FakeClock: ClockProtocol {
    var now: Date
    init(now: Date) { self.now = now }
    func advance(by seconds: TimeInterval) { now.addTimeInterval(seconds) }
}

/// Completes a bounded sync synchronously so no real network or timer is involved.
final class FakeSyncClient: SyncClientProtocol {
    private(set) var isSyncing = false
    private(set) var stopCount = 0

    func startSync(maxResponses: Int?, timeout: TimeInterval?, completion: (() -> Void)?) {
        isSyncing = true
        completion?()
    }

    func stopSync() {
        isSyncing = false
        stopCount += 1
    }
}
