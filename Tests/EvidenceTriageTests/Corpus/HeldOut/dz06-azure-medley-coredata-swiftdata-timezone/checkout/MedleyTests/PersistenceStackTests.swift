import CoreData
import XCTest
@testable import Medley

final class PersistenceStackTests: XCTestCase {

    func testInMemoryStackLoadsReminderEntity() {
        let stack = PersistenceStack(kind: .inMemory)
        let context = stack.container.viewContext
        XCTAssertNotNil(NSEntityDescription.entity(forEntityName: "Reminder", in: context), "Reminder entity missing from the loaded model")
    }

    func testInMemoryStackDescription() {
        let stack = PersistenceStack(kind: .inMemory, modelName: "MedleyModel")
        let summary = stack.description
        XCTAssertTrue(summary.hasPrefix("PersistenceStack(InMemory"))
    }
}
