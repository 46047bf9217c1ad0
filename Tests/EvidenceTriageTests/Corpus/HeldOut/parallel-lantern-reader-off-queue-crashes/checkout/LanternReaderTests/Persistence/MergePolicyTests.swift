import Testing
import CoreData
@testable import LanternReader

// Swift Testing runs this suite on its own background threads.
@Suite struct MergePolicyTests {
    @Test func duplicateInsertDedupes() throws {
        let context = NSManagedObjectContext.inMemoryContext()   // main-queue viewContext
        _ = Article.insert(guid: "a-1", title: "First", into: context)
        _ = Article.insert(guid: "a-1", title: "First (edited)", into: context)
        try context.save()
        #expect(try context.count(for: Article.fetchRequest()) == 1)
    }

    @Test func newerTitleWins() throws {
        let context = NSManagedObjectContext.inMemoryContext()
        #expect(context.mergePolicy as? NSMergePolicy === NSMergePolicy.mergeByPropertyObjectTrump)
    }
}
