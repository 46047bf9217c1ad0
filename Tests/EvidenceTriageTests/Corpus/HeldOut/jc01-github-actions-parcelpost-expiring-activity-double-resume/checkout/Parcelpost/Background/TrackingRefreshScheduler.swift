import BackgroundTasks
import os

final class TrackingRefreshScheduler {
    static var identifier: String { (Bundle.main.bundleIdentifier ?? "com.parcelpost.ios") + ".tracking-refresh" }

    private let log = Logger(subsystem: "com.parcelpost.ios", category: "Background")
    private let recorder = DiagnosticRecorder.shared
    var onLaunch: ((BGAppRefreshTask) -> Void)?

    func registerLaunchHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self?.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func scheduleNextRefresh(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit tracking-refresh failed: \(error as NSError)")
            print("[Background] submit tracking-refresh failed: \(error as NSError)")
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        scheduleNextRefresh()
        let work = Task { try await ShipmentStore.shared.refreshActiveShipments() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            task.setTaskCompleted(success: ok)
            onLaunch?(task)
        }
    }
}
