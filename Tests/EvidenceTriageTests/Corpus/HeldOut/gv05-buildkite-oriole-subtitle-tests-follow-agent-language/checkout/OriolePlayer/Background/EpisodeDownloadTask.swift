import BackgroundTasks
import Foundation

enum EpisodeDownloadTask {
    static let identifier = "fm.oriole.player.downloads.process"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticLog.shared.record(identifier, .processing, .launch, .succeeded)
            let queue = EpisodeDownloadQueue.shared
            task.expirationHandler = {
                queue.suspendAll()
                DiagnosticLog.shared.record(identifier, .processing, .expiration, .cancelled)
            }
            queue.drain { finished in
                DiagnosticLog.shared.record(identifier, .processing, .completion, finished ? .succeeded : .failed)
                task.setTaskCompleted(success: finished)
            }
        }
        DiagnosticLog.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }
}
