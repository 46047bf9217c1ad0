import Foundation
import BackgroundTasks

/// Refreshes the cached sailing timetable so the boarding reminders stay right
/// when the operator changes a departure. Registered from UnityAppController+Harbor.mm
/// in application:didFinishLaunchingWithOptions:.
@objc public final class HarborBackgroundRefresh: NSObject {
    @objc public static let shared = HarborBackgroundRefresh()
    @objc public static let refreshIdentifier = "com.harborline.ferries.refresh-sailings"

    private(set) var isRegistered = false
    private(set) var pendingRequestIdentifier: String?
    private let diagnostics = DiagnosticsRecorder(fileName: "registration.jsonl")

    @objc public func register() {
        isRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.refreshIdentifier, using: nil
        ) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        diagnostics.record(id: Self.refreshIdentifier, kind: .appRefresh, phase: .registration,
                           outcome: isRegistered ? .succeeded : .failed, error: nil)
    }

    @discardableResult
    @objc public func scheduleNextRefresh(after seconds: TimeInterval) -> NSError? {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            pendingRequestIdentifier = request.identifier
            diagnostics.record(id: Self.refreshIdentifier, kind: .appRefresh, phase: .submission,
                               outcome: .succeeded, error: nil)
            return nil
        } catch {
            NSLog("[HarborRefresh] Could not schedule sailings refresh: %@", "\(error)")
            diagnostics.record(id: Self.refreshIdentifier, kind: .appRefresh, phase: .submission,
                               outcome: .failed, error: error as NSError)
            return error as NSError
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        scheduleNextRefresh(after: 30 * 60)
        let op = SailingsSyncOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled && op.succeeded) }
        OperationQueue.harborBackground.addOperation(op)
    }
}
