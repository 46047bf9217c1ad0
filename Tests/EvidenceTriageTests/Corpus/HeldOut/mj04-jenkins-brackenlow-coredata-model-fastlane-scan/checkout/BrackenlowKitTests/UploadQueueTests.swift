import XCTest
@testable import BrackenlowKit

final class UploadQueueTests: XCTestCase {
    func testEnqueueUsesDefaultContext() throws {
        let queue = UploadQueue.shared
        let stack = TestCoreDataStack()
        let observation = try ObservationStore(context: stack.context).insert(species: "Dunlin", count: 4, tags: [])
        XCTAssertNoThrow(try queue.enqueue(observation))
    }
}
