import BackgroundTasks
import CoreData
import UserNotifications

protocol ProcessingTaskType: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTaskType {}

/// Builds the Monday-morning "your week in notes" summary (BGProcessingTask).
final class WeeklyDigestBackgroundTask {
    static let identifier = "com.harbornotes.digest.weekly"

    enum Outcome: Equatable { case scheduled, skipped, failed }

    private let store: NotesStore
    private let scheduler: NotificationScheduling

    init(store: NotesStore, scheduler: NotificationScheduling) {
        self.store = store
        self.scheduler = scheduler
    }

    func handle(_ task: ProcessingTaskType, now: Date = Date()) async {
        var cancelled = false
        task.expirationHandler = { cancelled = true }
        let outcome = await run(now: now)
        task.setTaskCompleted(success: !cancelled && outcome != .failed)
    }

    func run(now: Date) async -> Outcome {
        let weekStart = Calendar(identifier: .iso8601).date(byAdding: .day, value: -7, to: now)!
        // Objects are fetched on the main (view) context...
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.predicate = NSPredicate(format: "createdAt >= %@", weekStart as NSDate)
        guard let notes = try? store.viewContext.fetch(request), !notes.isEmpty else { return .skipped }

        // ...but summarised from whatever queue the BGTask handler runs on.
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(returning: self.scheduleNotification(for: notes))
            }
        }
    }

    private func scheduleNotification(for notes: [NSManagedObject]) -> Outcome {
        let pinned = notes.filter { $0.value(forKey: "pinnedAt") != nil }.count
        let body = "\(notes.count) notes this week · \(pinned) pinned"
        scheduler.schedule(title: "Your week in notes", body: body)
        return .scheduled
    }
}
