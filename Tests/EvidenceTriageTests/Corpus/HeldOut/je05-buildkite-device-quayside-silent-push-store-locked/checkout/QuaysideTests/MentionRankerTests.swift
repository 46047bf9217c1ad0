@testable import Quayside
import XCTest

final class MentionRankerTests: XCTestCase {
    private let members = [Member(displayName: "Ada"), Member(displayName: "Adrian"), Member(displayName: "Adele")]

    func testPrefixFiltersCandidates() {
        XCTAssertEqual(MentionRanker().rank(members, query: "adr", recentSpeakers: []).map(\.displayName), ["Adrian"])
    }

    func testRecentParticipantsRankFirst() {
        let ranked = MentionRanker().rank(members, query: "ad", recentSpeakers: ["Adrian"])
        XCTAssertEqual(ranked.first?.displayName, "Adrian", "people who just spoke in the thread should be suggested first")
    }
}
