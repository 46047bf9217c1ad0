import XCTest
import SwiftData
@testable import Wren

final class LibraryStoreTests: XCTestCase {
    /// A store file left by an older build must not take the app down.
    func testLaunchWithUnreadableStore() throws {
        let url = try Fixtures.copy("library-v1-corrupt.store")
        let library = LibraryStore.make(storeURL: url)
        XCTAssertNotNil(library.container)
    }
}
