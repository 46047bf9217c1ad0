//
//  SyncScheduler.swift
//  Quaymaster
//
//  Work-order sync as a BGAppRefreshTask. The identifier is derived from the bundle
//  identifier so Staging and Release installs never share a task.
//

import BackgroundTasks
import Foundation

final class SyncScheduler {
    static let shared = SyncScheduler()
    static var workOrderSyncIdentifier: String { "\(Bundle.main.bundleIdentifier!).sync" }

    private(set) var isRegistered = false
    var onWorkOrderSync: ((BGAppRefreshTask) -> Void)?

    func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.workOrderSyncIdentifier, using: nil) { [weak self] task in
            DiagnosticRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self?.onWorkOrderSync?(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.workOrderSyncIdentifier, kind: .appRefresh, phase: .registration,
                                         outcome: isRegistered ? .succeeded : .failed,
                                         error: isRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    @discardableResult
    func submitWorkOrderSync(after interval: TimeInterval = 15 * 60) -> Error? {
        let request = BGAppRefreshTaskRequest(identifier: Self.workOrderSyncIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return nil
        } catch {
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            Log.sync.error("work-order sync submit failed: %{public}@", String(describing: error))
            return error
        }
    }
}
