import BackgroundTasks
import Combine
import Foundation
import os

/// The parts of BGTask the handlers use, so tests can hand in a fake.
protocol BackgroundTaskHandle: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskHandle {}

final class BackgroundSyncing {
    static let appRefreshIdentifier = "com.ferrowallet.app.backgroundAppRefreshTask"
    static let processingIdentifier = "com.ferrowallet.app.backgroundProcessingTask"
    static let `default` = BackgroundSyncing()

    private let log = Logger(subsystem: "com.ferrowallet.app", category: "BackgroundSyncing")
    var cancellables = [AnyCancellable]()

    func handleAppRefresh(_ task: BackgroundTaskHandle) {
        log.debug("initalizing task: \(task.identifier, privacy: .public)")
        NotificationCenter.default.post(name: .ferrowalletRefreshHandled, object: task.identifier)
        let synchronizer = WalletEnvironment.shared.synchronizer
        synchronizer.stop()
        synchronizer.start(retry: true)
        synchronizer.status.sink { status in
            switch status {
            case .synced:
                task.setTaskCompleted(success: true)
            case .disconnected, .stopped:
                task.setTaskCompleted(success: false)
            default:
                break
            }
        }.store(in: &cancellables)

        task.expirationHandler = {
            let status = WalletEnvironment.shared.synchronizer.status.value
            task.setTaskCompleted(success: status == .synced)
            WalletEnvironment.shared.synchronizer.stop()
        }
        scheduleAppRefresh()
    }

    func handleProcessing(_ task: BackgroundTaskHandle) {
        handleAppRefresh(task)
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.appRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            AppDelegate.recorder.record(Self.appRefreshIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("could not submit \(Self.appRefreshIdentifier, privacy: .public): \(String(describing: error), privacy: .public)")
            print("[BackgroundSyncing] could not submit \(Self.appRefreshIdentifier): \(error)")
            AppDelegate.recorder.record(Self.appRefreshIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                        error: ErrorType(error))
        }
    }
}

extension Notification.Name {
    static let ferrowalletRefreshHandled = Notification.Name("ferrowallet.refresh.handled")
}
