import XCTest
@testable import Tallyroom

final class RosterMergeTests: XCTestCase {
    func testMergeAddsNewPlayers() {
        let merged = RosterMerge.merge(local: [.init(id: 1, name: "Ana", number: 7)],
                                       remote: [.init(id: 2, name: "Bo", number: 9)])
        XCTAssertEqual(merged.map(\.id), [1, 2])
    }

    func testMergeKeepsLocalEdits() {
        let local = [Player(id: 1, name: "Ana K.", number: 7, editedLocally: true)]
        let remote = [Player(id: 1, name: "Ana", number: 7)]
        let merged = RosterMerge.merge(local: local, remote: remote)
        XCTAssertEqual(merged.first?.name, "Ana K.")
    }
}
