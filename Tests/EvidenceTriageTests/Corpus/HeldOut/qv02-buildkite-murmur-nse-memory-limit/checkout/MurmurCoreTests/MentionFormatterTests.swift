import XCTest
@testable import MurmurCore

final class MentionFormatterTests: XCTestCase {
    func testMentionOfSelfIsBold() {
        let runs = MentionFormatter(selfHandle: "jo").runs(for: "hey @jo, lunch?")
        XCTAssertEqual(runs.filter { $0.1 }.map { $0.0 }, ["@jo,"])
    }
}
