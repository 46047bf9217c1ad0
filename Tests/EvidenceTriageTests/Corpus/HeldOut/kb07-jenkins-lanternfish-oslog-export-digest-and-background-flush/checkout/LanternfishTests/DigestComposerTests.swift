import XCTest
@testable import Lanternfish

final class DigestComposerTests: XCTestCase {
    func testDigestIncludesUnreadThreads() {
        XCTAssertEqual(DigestComposer().threads(for: .fixture, from: .fixtureThreads).count, 3)
    }

    func testDigestOmitsMutedThreads() {
        let threads = DigestComposer().threads(for: .fixture, from: .fixtureThreadsWithOneMuted)
        XCTAssertFalse(threads.contains { $0.isMuted(for: .fixture) }, "muted threads must not appear in the morning digest")
    }
}
