import BackgroundTasks
import os

enum PromptRefresh {
    static let identifier = "com.quillwort.prompts.refresh"   // BGTaskSchedulerPermittedIdentifiers
    private static let log = Logger(subsystem: "com.quillwort.app", category: "PromptRefresh")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let work = Task {
                let changed = (try? await PromptRefreshJob.live().run()) ?? false
                task.setTaskCompleted(success: changed)
            }
            task.expirationHandler = { work.cancel() }
            schedule()
        }
        log.info("registered \(identifier, privacy: .public) -> \(ok)")
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 5), matchingPolicy: .nextTime)
        do { try BGTaskScheduler.shared.submit(request) } catch { log.error("submit failed: \(error as NSError, privacy: .public)") }
    }
}
