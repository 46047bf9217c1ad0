import BackgroundTasks
import Foundation

enum FeedRefreshTask {
    static let identifier = "com.larkmeadow.feed-refresh"

    static func register(importer: FeedImporter, recorder: DiagnosticsRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(.launch, identifier: identifier, outcome: .succeeded)
            handle(task as! BGAppRefreshTask, importer: importer, recorder: recorder)
        }
        recorder.record(.registration, identifier: identifier, outcome: ok ? .succeeded : .failed)
        NSLog("[FeedRefresh] registered %@: %@", identifier, ok ? "YES" : "NO")
    }

    static func submit(now: Date = Date(), recorder: DiagnosticsRecorder) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(.submission, identifier: identifier, outcome: .succeeded)
            NSLog("[FeedRefresh] submitted %@ earliestBeginDate=%@", identifier, "\(request.earliestBeginDate!)")
        } catch {
            recorder.record(.submission, identifier: identifier, outcome: .failed, error: error)
            throw error
        }
    }

    static func handle(_ task: BGAppRefreshTask, importer: FeedImporter, recorder: DiagnosticsRecorder) {
        NSLog("[FeedRefresh] launch handler started for %@", identifier)
        let work = Task {
            do {
                let count = try await importer.importSubscribedFeeds()
                recorder.record(.execution, identifier: identifier, outcome: .succeeded)
                NSLog("[FeedRefresh] imported %ld events", count)
                task.setTaskCompleted(success: true)
            } catch {
                recorder.record(.execution, identifier: identifier, outcome: .failed, error: error)
                NSLog("[FeedRefresh] import failed: %@; completing with success=NO", "\(error)")
                task.setTaskCompleted(success: false)
            }
            recorder.record(.completion, identifier: identifier, outcome: .succeeded)
            NotificationCenter.default.post(name: .feedRefreshDidFinish, object: nil)
        }
        task.expirationHandler = {
            work.cancel()
            recorder.record(.expiration, identifier: identifier, outcome: .cancelled)
        }
    }
}
