import XCTest
@testable import Larkspur

final class DigestComposerTests: XCTestCase {
    private func thread(_ id: String, unread: Int, muted: Bool = false) -> ThreadSummary {
        ThreadSummary(id: id, subject: "Subject \(id)", unread: unread, isMuted: muted)
    }

    func testDigestCapsAtFiveThreads() {
        let threads = (1...9).map { thread("t\($0)", unread: $0) }
        XCTAssertEqual(DigestComposer().compose(threads).count, 5)
    }

    func testDigestSkipsMutedThreads() {
        let threads = [
            thread("a", unread: 4),
            thread("b", unread: 7, muted: true),
            thread("c", unread: 1),
        ]

        let digest = DigestComposer().compose(threads)

        XCTAssertEqual(digest.count, 2)
        XCTAssertEqual(digest.map(\.id), ["a", "c"])
    }

    func testDigestOrdersByUnreadCount() {
        let digest = DigestComposer().compose([thread("x", unread: 1), thread("y", unread: 3)])
        XCTAssertEqual(digest.map(\.id), ["y", "x"])
    }
}
