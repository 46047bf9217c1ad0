import CoreData
import XCTest

final class BookmarkStoreTests: XCTestCase {
    private var context: NSManagedObjectContext!

    override func setUpWithError() throws {
        context = try TestStack.makeContext()
    }

    func testAddBookmarkPersists() throws {
        let fixture = Bookmark(context: context)
        fixture.id = UUID()
        fixture.url = URL(string: "https://example.org/long-read")!
        fixture.title = "The long read"
        fixture.savedAt = Date()
        try context.save()
        XCTAssertEqual(try context.count(for: Bookmark.fetchRequest()), 1)
    }

    func testDeleteBookmarkRemovesIt() throws {
        let fixture = Bookmark(context: context)
        fixture.id = UUID()
        fixture.url = URL(string: "https://example.org/short-read")!
        fixture.title = "Short read"
        fixture.savedAt = Date()
        context.delete(fixture)
        try context.save()
        XCTAssertEqual(try context.count(for: Bookmark.fetchRequest()), 0)
    }

    func testEmptyStoreHasNoBookmarks() throws {
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Bookmark")), 0)
    }
}
