import XCTest
@testable import Cairnpix

final class ProcessingTaskRegistrationTests: XCTestCase {
    func testIndexRebuildRegisteredAtLaunch() throws {
        // Touching the indexer is what the Library screen does on first appearance.
        XCTAssertNoThrow(try IndexRebuildTask.shared.schedule())
    }
}
