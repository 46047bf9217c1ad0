import BackgroundTasks
import CoreData
import Foundation

/// Pulls watering reminders page by page. The cursor says which page the next run starts from.
public final class WateringReminderSync {
    let persistence: PersistenceController
    let api: ReminderAPI
    let cursorStore: SyncCursorStore

    public init(persistence: PersistenceController, api: ReminderAPI = .live, cursorStore: SyncCursorStore = .standard) {
        self.persistence = persistence
        self.api = api
        self.cursorStore = cursorStore
    }

    public func syncAllPages() async throws {
        var cursor = cursorStore.cursor
        while let page = try await api.page(after: cursor) {
            cursor = page.nextCursor
            cursorStore.cursor = cursor
            try await save(page.reminders)
            if page.isLast { break }
        }
    }

    private func save(_ reminders: [ReminderDTO]) async throws {
        let context = persistence.container.newBackgroundContext()
        try await context.perform {
            for dto in reminders {
                let reminder = NSEntityDescription.insertNewObject(forEntityName: "Reminder", into: context) as! ReminderRecord
                reminder.remoteID = dto.id
                reminder.plantName = dto.plantName
                reminder.dueAt = dto.dueAt
            }
            try context.save()
        }
    }

    public func run(_ task: BGProcessingTask) {
        let work = Task {
            do {
                try await syncAllPages()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
