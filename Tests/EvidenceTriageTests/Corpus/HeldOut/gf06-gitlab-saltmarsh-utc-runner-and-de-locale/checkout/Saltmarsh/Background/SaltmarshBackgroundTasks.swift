import BackgroundTasks
import Foundation

enum SaltmarshBackgroundTasks {
    static let reminders = "com.saltmarsh.budget.reminders"          // BGAppRefreshTask, morning bill reminders
    static let statementImport = "com.saltmarsh.budget.statements"   // BGProcessingTask, bank statement import

    /// Registered from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(reminders job: BillReminderJob, statements importJob: StatementImportJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: reminders, using: nil) { task in
            JobAdapter(job: job).handle(task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: statementImport, using: nil) { task in
            JobAdapter(job: importJob).handle(task)
        }
    }
}
