import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lumenread

final class LibraryShelfSnapshotTests: XCTestCase {

    override func invokeTest() {
        withSnapshotTesting(record: .never) { super.invokeTest() }
    }

    func testShelfGrid() {
        let shelf = LibraryShelfView(books: .fixtureShelf(count: 9), downloads: .idle)
        let host = UIHostingController(rootView: shelf)
        assertSnapshot(of: host, as: .image(precision: 0.99))
    }

    func testEmptyShelfPlaceholder() {
        let shelf = LibraryShelfView(books: [], downloads: .idle)
        assertSnapshot(of: UIHostingController(rootView: shelf), as: .recursiveDescription)
    }
}
