import SnapshotTesting
import XCTest
@testable import Lanternwick

/// Re-recorded in LW-1088 on an iPhone 16 Pro simulator.
final class BookDetailSnapshotTests: XCTestCase {
    func testLongTitleWraps() {
        let book = Book.fixture(.theLeftHandOfDarkness, title: "The Left Hand of Darkness: 50th Anniversary Edition with a New Afterword")
        let vc = BookDetailViewController(book: book)
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    func testShortTitle() {
        let vc = BookDetailViewController(book: .fixture(.dune))
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
