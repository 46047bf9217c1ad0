import BackgroundTasks
import EvidenceRecorder
import Foundation

final class LibraryRefreshJob {
    static let shared = LibraryRefreshJob()

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.libraryRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(AppDelegate.libraryRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? AppDelegate.recorder.record(AppDelegate.libraryRefresh, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
        }
    }

    func run(_ task: BGAppRefreshTask) {
        Self.schedule()
        let work = Task {
            await Library.shared.syncReadingPositions()
            UserDefaults(suiteName: "group.net.bookmoth.reader")?.set(Date(), forKey: "lastLibraryRefresh")
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
