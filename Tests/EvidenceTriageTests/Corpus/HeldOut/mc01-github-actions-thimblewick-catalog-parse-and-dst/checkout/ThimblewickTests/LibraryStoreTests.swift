import XCTest
@testable import Thimblewick

final class LibraryStoreTests: XCTestCase {
    func testAutorefreshAfterBackgroundUpdate() throws {
        let store = try LibraryStore.inMemory()
        let refreshed = expectation(description: "store refreshed after background write")
        let token = store.observe { change in if change.insertions == 1 { refreshed.fulfill() } }
        DispatchQueue.global().async { try? store.writeInBackground(Book.fixture(title: "Middlemarch")) }
        wait(for: [refreshed], timeout: 2)
        token.invalidate()
    }
}
