import XCTest
@testable import Harrow

final class DigestHandlerTests: XCTestCase {
    func testHandlerCompletesTaskWhenInboxEmpty() throws {
        let task = FakeBGTask()
        DigestHandler(inbox: InMemoryInbox(items: [])).handle(task)
        XCTAssertEqual(task.completedSuccess, true)
    }
}
