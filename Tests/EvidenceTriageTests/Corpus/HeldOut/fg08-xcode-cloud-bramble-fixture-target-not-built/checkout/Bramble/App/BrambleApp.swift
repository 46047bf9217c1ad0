import BackgroundTasks
import BrambleKit
import SwiftUI

@main
struct BrambleApp: App {
    init() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: ReadingGoalRefreshJob.taskIdentifier, using: nil) { task in
            let job = ReadingGoalRefreshJob(source: LiveSessionSource(), store: GoalDiskStore.shared)
            let work = Task {
                let ok = (try? await job.run()) != nil
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
    }

    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}
