import CoreData
import Observation

@MainActor
@Observable
final class EntryComposerViewModel {
    var title = ""
    var body = ""
    var mood: Mood = .neutral

    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    /// Saves the draft as a new entry so it shows up in the timeline.
    func save() throws -> Entry {
        let context = container.newBackgroundContext()
        let entry = Entry(context: context)
        entry.id = UUID()
        entry.title = title
        entry.body = body
        entry.mood = mood.rawValue
        entry.createdAt = .now
        try context.save()
        return entry
    }
}
