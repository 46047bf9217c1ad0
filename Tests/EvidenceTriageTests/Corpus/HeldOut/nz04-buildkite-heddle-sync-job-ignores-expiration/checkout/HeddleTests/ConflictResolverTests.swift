import XCTest
@testable import Heddle

final class ConflictResolverTests: XCTestCase {
    func testNewerEditWins() {
        let local = NoteRevision(id: "n1", body: "local", editedAt: Date(timeIntervalSince1970: 2_000))
        let remote = NoteRevision(id: "n1", body: "remote", editedAt: Date(timeIntervalSince1970: 1_000))
        XCTAssertEqual(ConflictResolver().resolve(local: local, remote: remote).body, "local")
    }
}
