import XCTest
import CoreData
@testable import Lanternfish

final class ProjectDeletionTests: XCTestCase {
    private var stack: CoreDataStack!

    override func setUpWithError() throws {
        // In-memory store so tests never touch the user's SQLite file.
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        stack = try CoreDataStack(model: .lanternfish, descriptions: [description])
    }

    func testDeletingProjectCascadesToEntries() throws {
        let project = try stack.insertProject(named: "Client A")
        for minutes in [25, 50, 15] { try stack.insertEntry(minutes: minutes, project: project) }
        try stack.delete(project)
        XCTAssertEqual(try stack.entryCount(), 0, "time entries of a deleted project")
    }

    func testRenamingProjectKeepsEntries() throws {
        let project = try stack.insertProject(named: "Client B")
        try stack.insertEntry(minutes: 10, project: project)
        try stack.rename(project, to: "Client B (2026)")
        XCTAssertEqual(try stack.entryCount(), 1)
    }
}
