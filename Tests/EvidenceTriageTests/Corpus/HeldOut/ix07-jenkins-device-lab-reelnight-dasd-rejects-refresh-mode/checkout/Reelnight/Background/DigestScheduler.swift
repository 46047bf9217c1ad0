import BackgroundTasks
import Foundation

enum DigestScheduler {
    static func scheduleDigest(after delay: TimeInterval = 6 * 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskRegistrar.digestID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(request.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Evidence.record(request.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    static func schedulePrune() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskRegistrar.pruneID)
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(request.identifier, .processing, .submission, .succeeded)
        } catch {
            Evidence.record(request.identifier, .processing, .submission, .failed, error: error)
        }
    }
}
