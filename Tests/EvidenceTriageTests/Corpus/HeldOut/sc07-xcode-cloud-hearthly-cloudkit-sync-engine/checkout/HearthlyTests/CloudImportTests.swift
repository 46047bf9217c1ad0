import XCTest
import SwiftData
@testable import Hearthly

@MainActor final class CloudImportTests: XCTestCase {
    func testImportInOrderBuildsSnapshots() throws {
        let importer = CloudImporter(context: try TestStore.make().mainContext)
        try importer.apply([.habit(Fixtures.habitID, name: "Stretch"), .completion(habit: Fixtures.habitID, day: Fixtures.monday)])
        XCTAssertEqual(importer.lastSnapshots.count, 1)
    }

    func testCompletionImportedBeforeHabit() throws {
        let importer = CloudImporter(context: try TestStore.make().mainContext)
        // The mirroring import does not guarantee parent-before-child order.
        try importer.apply([.completion(habit: Fixtures.habitID, day: Fixtures.monday)])
        try importer.apply([.habit(Fixtures.habitID, name: "Stretch")])
        XCTAssertEqual(importer.lastSnapshots.map(\.habitName), ["Stretch"])
    }
}
