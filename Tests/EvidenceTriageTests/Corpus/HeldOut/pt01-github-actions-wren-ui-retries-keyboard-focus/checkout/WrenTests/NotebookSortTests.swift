import XCTest
@testable import Wren

final class NotebookSortTests: XCTestCase {
    private let sorter = NotebookSorter()

    func testSortsByModifiedDateDescending() {
        let notebooks = [
            Notebook(title: "Groceries", modifiedAt: Date(timeIntervalSince1970: 100)),
            Notebook(title: "Work", modifiedAt: Date(timeIntervalSince1970: 300)),
            Notebook(title: "Ideas", modifiedAt: Date(timeIntervalSince1970: 200)),
        ]
        let titles = sorter.sort(notebooks, by: .modifiedDescending).map(\.title)
        XCTAssertEqual(titles, ["Work", "Ideas", "Groceries"])
    }

    func testSortsByTitle() {
        let notebooks = [Notebook(title: "b"), Notebook(title: "A"), Notebook(title: "c")]
        XCTAssertEqual(sorter.sort(notebooks, by: .titleAscending).map(\.title), ["A", "b", "c"])
    }
}
