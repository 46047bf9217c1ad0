import CoreData
import Foundation

final class BlogSyncService {
    private let contextManager: ContextManager
    private let reminders: ReminderScheduleCoordinator

    init(contextManager: ContextManager, reminders: ReminderScheduleCoordinator) {
        self.contextManager = contextManager
        self.reminders = reminders
    }

    /// Reconciles the local blog list with the account's sites. Runs on a derived background context.
    func mergeBlogs(remoteIDs: Set<Int64>, completion: @escaping () -> Void) {
        let context = contextManager.newDerivedContext()
        context.perform {
            let local = (try? context.fetch(Blog.fetchRequest())) ?? []
            for blog in local where !remoteIDs.contains(blog.blogID) {
                self.reminders.unscheduleReminders(for: blog)
                context.delete(blog)
            }
            try? context.save()
            DispatchQueue.main.async(execute: completion)
        }
    }
}
