import CoreData
import XCTest
@testable import Wayfarer

final class BookmarkFolderTests: XCTestCase {

    func testDeletesEmptyFolder() throws {
        let database = try Database(storeURL: TestStore.freshURL())
        let folder = try database.viewContext.makeFolder(named: "Lisbon")
        try database.viewContext.deleteFolderIfEmpty(folder)
        XCTAssertEqual(try database.viewContext.count(for: BookmarkFolder.fetchRequest()), 0)
    }
}
