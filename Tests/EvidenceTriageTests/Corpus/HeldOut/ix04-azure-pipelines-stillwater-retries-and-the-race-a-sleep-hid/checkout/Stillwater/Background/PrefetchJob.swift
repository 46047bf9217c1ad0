import BackgroundTasks
import Foundation

final class PrefetchJob {
    static let shared = PrefetchJob()

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: AppDelegate.prefetchID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(AppDelegate.prefetchID, .processing, .submission, .succeeded)
        } catch {
            print("[Prefetch] submit failed: \(error)")
            Evidence.record(AppDelegate.prefetchID, .processing, .submission, .failed, error: error)
        }
    }

    func run(_ task: BGProcessingTask) {
        Evidence.record(AppDelegate.prefetchID, .processing, .launch, .succeeded)
        // ... downloads the next episodes in the listening queue ...
        NotificationCenter.default.post(name: .prefetchDidRun, object: nil)
        task.setTaskCompleted(success: true)
    }
}
