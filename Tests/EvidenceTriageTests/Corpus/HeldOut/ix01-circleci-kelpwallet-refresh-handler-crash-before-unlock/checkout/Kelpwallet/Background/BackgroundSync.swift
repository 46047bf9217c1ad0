import BackgroundTasks
import Combine
import Foundation
import os

/// A BGTask seen through the two members the sync code needs, so tests can drive the handler.
protocol RefreshTask: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}
extension BGProcessingTask: RefreshTask {}

final class BackgroundSync {
    static let shared = BackgroundSync()
    private let log = Logger(subsystem: "com.kelpforest.wallet", category: "BackgroundSync")
    private var cancellables = Set<AnyCancellable>()

    func handleAppRefresh(_ task: RefreshTask) {
        DiagnosticsRecorder.shared.record(task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        log.debug("initializing task: \(task.identifier, privacy: .public)")
        print("[BackgroundSync] initializing task: \(task.identifier)")
        // Restart from a clean state so the pass starts at the latest checkpoint.
        WalletEnvironment.shared.synchronizer.stop()
        WalletEnvironment.shared.synchronizer.start(retry: true)
        WalletEnvironment.shared.synchronizer.status
            .sink { [weak self] status in
                switch status {
                case .synced:
                    self?.complete(task, kind: .appRefresh, success: true)
                case .disconnected, .stopped, .error:
                    self?.complete(task, kind: .appRefresh, success: false)
                default:
                    break
                }
            }
            .store(in: &cancellables)

        task.expirationHandler = { [weak self] in
            WalletEnvironment.shared.synchronizer.stop()
            DiagnosticsRecorder.shared.record(task.identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
            self?.complete(task, kind: .appRefresh, success: false)
        }
    }

    func handleProcessing(_ task: RefreshTask) {
        // Same pass as the refresh, with the longer processing budget.
        handleAppRefresh(task)
    }

    private func complete(_ task: RefreshTask, kind: DiagnosticsRecorder.Kind, success: Bool) {
        DiagnosticsRecorder.shared.record(task.identifier, kind: kind, phase: .completion,
                                          outcome: success ? .succeeded : .failed)
        task.setTaskCompleted(success: success)
    }
}
