import CoreData

/// Persists breadcrumbs for the crash reporter. Called from anywhere, including the
/// background journal-backup task (`com.dunmore.journal.backup`).
final class CrashLoggingStore {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func logMessage(_ text: String) {
        // viewContext is main-queue confined, but this runs on the caller's thread.
        let context = container.viewContext
        let crumb = Breadcrumb(context: context)
        crumb.text = text
        crumb.createdAt = Date()
        try? context.save()
    }
}
