import XCTest
@testable import Switchback

final class TrailRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testTrailConditionsRefreshWithinOneMinute() {
        TrailConditionsRefresher.shared.schedule(earliest: 5)

        let refreshed = expectation(for: NSPredicate { _, _ in TrailConditionsRefresher.shared.lastRefresh != nil },
                                    evaluatedWith: nil)
        wait(for: [refreshed], timeout: 60)
    }
}
