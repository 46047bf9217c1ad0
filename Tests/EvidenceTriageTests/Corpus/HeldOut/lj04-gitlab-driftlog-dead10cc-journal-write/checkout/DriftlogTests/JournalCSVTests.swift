import XCTest
@testable import Driftlog

final class JournalCSVTests: XCTestCase {
    func testEscapesEmbeddedQuotes() {
        XCTAssertEqual(JournalCSV.field("the \"big\" one"), "\"the \"\"big\"\" one\"")
    }
}
