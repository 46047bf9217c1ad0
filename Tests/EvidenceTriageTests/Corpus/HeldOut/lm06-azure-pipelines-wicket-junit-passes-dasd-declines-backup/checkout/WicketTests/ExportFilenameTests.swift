import XCTest
@testable import Wicket

final class ExportFilenameTests: XCTestCase {
    func testSanitizesSlashes() throws {
        XCTAssertEqual(ExportFilename.make(title: "Q3/Q4 scores"), "Q3-Q4 scores.csv")
    }
}
