import CoreData

final class EntryStore {
    let container: NSPersistentContainer

    init(container: NSPersistentContainer) { self.container = container }

    func deleteEntries(olderThan date: Date) throws {
        let request: NSFetchRequest<NSFetchRequestResult> = Entry.fetchRequest()
        request.predicate = NSPredicate(format: "date < %@", date as NSDate)
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        try container.viewContext.execute(delete)
    }
}
