import XCTest
@testable import Tallow

final class ConflictResolverTests: XCTestCase {
    private let base = Date(timeIntervalSince1970: 1_739_870_000)

    private func revision(_ origin: NoteRevision.Origin, minutesAfterBase: Double) -> NoteRevision {
        NoteRevision(id: "n1", body: origin.rawValue, modifiedAt: base.addingTimeInterval(minutesAfterBase * 60), origin: origin)
    }

    func testRemoteNewerThanLocalWins() {
        let winner = ConflictResolver().resolve(local: revision(.local, minutesAfterBase: 0),
                                                remote: revision(.remote, minutesAfterBase: 5))
        XCTAssertEqual(winner.origin, .remote)
    }

    func testLocalEditNewerThanRemoteWins() {
        let winner = ConflictResolver().resolve(local: revision(.local, minutesAfterBase: 1),
                                                remote: revision(.remote, minutesAfterBase: 0))
        XCTAssertEqual(winner.origin.rawValue, "local")
    }

    func testSimultaneousEditsKeepServerCopy() {
        let winner = ConflictResolver().resolve(local: revision(.local, minutesAfterBase: 0),
                                                remote: revision(.remote, minutesAfterBase: 0))
        XCTAssertEqual(winner.origin, .remote)
    }
}
