import XCTest
@testable import Brambling

final class PlayerStopTests: XCTestCase {
    func testStopDeactivatesSession() throws {
        let session = AudioSessionSpy()
        let player = AudiobookPlayer(session: session)
        player.play(.fixture(named: "harbour-chapter-1"))
        player.stop()
        XCTAssertNil(session.lastDeactivationError)
        XCTAssertFalse(session.isActive)
    }
}
