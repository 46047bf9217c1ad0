import BackgroundTasks

enum BackgroundTasks {
    static let photoPrune = "com.hollyhockgarden.photo-prune"      // BGTaskSchedulerPermittedIdentifiers
    static let reminderRefresh = "com.hollyhockgarden.reminders"   // BGTaskSchedulerPermittedIdentifiers

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(library: PhotoLibrary) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: photoPrune, using: nil) { task in
            let work = Task {
                do {
                    _ = try PhotoPruneJob(library: library, clock: Date.init).run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: reminderRefresh, using: nil) { task in
            ReminderRescheduler.shared.rescheduleAll { task.setTaskCompleted(success: $0) }
        }
    }
}
