import XCTest
@testable import Larkfield

final class ThreadMergeTests: XCTestCase {
    func testMergesRepliesBySubjectPrefix() throws {
        let messages = try MailFixtures.load("thread-re-fwd.json")
        let threads = ThreadMerger().merge(messages)
        XCTAssertEqual(threads.count, 2)
    }
}
