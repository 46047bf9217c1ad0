import XCTest
@testable import Almanac

/// Hosted in Almanac.app; AppDelegate has registered both handlers at launch.
final class FeedRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    /// "Daily digest" relies on the feed refresh being queued whenever the app backgrounds.
    func testFeedRefreshSubmissionAccepted() throws {
        try BackgroundTasks.submitFeedRefresh(earliest: Date(timeIntervalSinceNow: 60))
    }
}
