import BackgroundTasks
import XCTest
@testable import Quillmarsh

final class SearchReindexTaskTests: XCTestCase {
    func testReindexRequestIsAccepted() {
        XCTAssertNoThrow(try SearchReindexTask.submit())
    }
}
