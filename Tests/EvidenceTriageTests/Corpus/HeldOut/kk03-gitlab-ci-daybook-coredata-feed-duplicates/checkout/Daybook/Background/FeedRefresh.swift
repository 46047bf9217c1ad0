import BackgroundTasks
import Foundation

enum BackgroundTaskID {
    static let feedRefresh = "com.daybook.reader.feed-refresh"
}

struct FeedRefreshScheduler {
    static let live = FeedRefreshScheduler()

    func scheduleNext(after interval: TimeInterval = 4 * 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTaskID.feedRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.feedRefresh, kind: .appRefresh,
                                              phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            NSLog("[FeedRefresh] submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.feedRefresh, kind: .appRefresh,
                                              phase: .submission, outcome: .failed,
                                              errorType: DiagnosticsRecorder.errorType(error))
        }
    }
}

struct FeedRefreshHandler {
    let store: DataStore
    let scheduler: FeedRefreshScheduler

    func handle(_ task: AppRefreshTaskType) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .execution,
                                          outcome: .succeeded, errorType: nil)
        FeedAPI.shared.fetchToday { result in
            switch result {
            case .success(let feed):
                FeedImporter(store: store).importFeed(feed) { imported in
                    NSLog("[FeedRefresh] imported %@", String(describing: imported))
                    DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .completion,
                                                      outcome: .succeeded, errorType: nil)
                    task.setTaskCompleted(success: true)
                }
            case .failure:
                task.setTaskCompleted(success: false)
            }
        }
    }
}
