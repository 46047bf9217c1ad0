import XCTest

final class LibraryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-seedLibrary", "three-books"]
        app.launch()
    }

    func testLibraryListsSeededBooks() {
        XCTAssertEqual(app.cells.matching(identifier: "Library.book").count, 3)
    }
}
