import XCTest
@testable import Fernhill

final class HistoryCompactionSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    /// The request only has to be accepted; when it runs is up to the system.
    func testCompactionRequestIsAccepted() {
        XCTAssertNoThrow(try HistoryCompaction.schedule(recorder: AppDelegate.recorder))
    }
}
