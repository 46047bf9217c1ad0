import XCTest
import BackgroundTasks
@testable import Yarrow

final class ArchiveProcessingTests: XCTestCase {
    func testArchiveSubmit() {
        XCTAssertNoThrow(try ArchiveProcessing.shared.schedule())
    }
}
