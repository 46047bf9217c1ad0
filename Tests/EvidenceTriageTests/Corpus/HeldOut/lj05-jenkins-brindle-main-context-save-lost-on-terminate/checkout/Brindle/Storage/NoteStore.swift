import CoreData

final class NoteStore {
    let container: NSPersistentContainer
    init(container: NSPersistentContainer) { self.container = container }

    /// Edits are applied to the view context; the store is written when the app resigns.
    func update(_ note: Note, body: String) { note.body = body }

    func persist() {
        let ctx = container.viewContext
        if ctx.hasChanges { try? ctx.save() }
    }
}
