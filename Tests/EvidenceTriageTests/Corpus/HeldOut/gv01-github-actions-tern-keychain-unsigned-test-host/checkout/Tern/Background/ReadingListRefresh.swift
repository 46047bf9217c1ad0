import BackgroundTasks
import Foundation
import TernShared

enum ReadingListRefresh {
    static let identifier = "com.ternreader.ios.readinglist.refresh"

    static func register(recorder: DiagnosticsRecorder = .shared) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            let op = ReadingListSyncOperation(tokenStore: .shared)
            task.expirationHandler = { op.cancel() }
            op.completionBlock = {
                task.setTaskCompleted(success: !op.isCancelled && op.succeeded)
                schedule(recorder: recorder)
            }
            OperationQueue.readingList.addOperation(op)
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: DiagnosticsRecorder = .shared) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
