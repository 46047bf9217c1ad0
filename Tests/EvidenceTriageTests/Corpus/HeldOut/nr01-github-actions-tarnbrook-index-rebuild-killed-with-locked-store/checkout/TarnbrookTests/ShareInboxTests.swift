import XCTest
@testable import Tarnbrook

final class ShareInboxTests: XCTestCase {
    var inbox: ShareInbox!
    var badge: [Int] = []

    override func setUp() {
        inbox = ShareInbox(directory: Fixtures.temporaryDirectory())
        Task { for await count in inbox.badgeCounts { badge.append(count) } }
    }

    func testInboxBadgeUpdatesAfterImport() async throws {
        try inbox.accept(Fixtures.url("one-page.pdf"))
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(badge.last, 1)
    }
}
