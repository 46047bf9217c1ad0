import XCTest
import CoreData
@testable import Plover

final class LibraryCleanupTests: XCTestCase {
    func testKeepsUnfinishedItems() throws {
        let library = try TestLibrary.make(finished: 0, unfinished: 2)
        try LibraryCleanup(library: library).run()
        XCTAssertEqual(try library.count(), 2)
    }

    func testDeletesFinishedItemsInBackground() throws {
        let library = try TestLibrary.make(finished: 3, unfinished: 1)
        let done = expectation(description: "cleanup finished")
        LibraryCleanup(library: library).runInBackground { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(try library.finishedCount(), 0, "finished items left after background cleanup")
    }
}
