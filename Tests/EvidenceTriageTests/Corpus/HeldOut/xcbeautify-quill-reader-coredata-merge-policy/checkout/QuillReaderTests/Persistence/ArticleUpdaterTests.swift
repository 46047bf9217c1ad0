import CoreData
import XCTest
@testable import QuillReader

final class ArticleUpdaterTests: XCTestCase {
    func testUpdatesArticleSavedByAnotherContext() throws {
        let container = try PersistenceController.makeContainer(inMemory: true)
        let seeded = try Article.insert(id: "a-9", title: "Draft", into: container.viewContext)
        try container.viewContext.save()

        // The reader marks the article read on the main context while the sync child
        // context still holds the row it fetched before that save.
        let child = PersistenceController.makeChildBackgroundContext(of: container)
        let stale = try child.existingObject(with: seeded.objectID) as! Article
        seeded.isRead = true
        try container.viewContext.save()

        stale.title = "Published"
        XCTAssertNoThrow(try child.save(), "sync context must merge instead of failing on a newer row version")
    }
}
