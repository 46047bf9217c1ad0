import XCTest
import CoreData
@testable import Quillfeather

final class JournalStoreTests: XCTestCase {

    func testCreatesEntryWithMood() throws {
        let store = try JournalStore(storeURL: URL(fileURLWithPath: "/dev/null"))
        let entry = JournalEntryMO(context: store.container.viewContext)
        entry.mood = 4
        XCTAssertNoThrow(try store.container.viewContext.save())
    }

    /// Exercises the launch path exactly as the app does: default location in the container.
    func testOpensExistingStoreOnLaunch() throws {
        do {
            _ = try JournalStore()
        } catch {
            XCTFail("Store failed to load: \(error)")
        }
    }
}
