import XCTest
@testable import Roadnote

final class MediaButtonTests: XCTestCase {
    func testLongPressSeekForwardSkipsThirtySeconds() {
        let player = FakePlayer(position: 120)
        MediaButtonHandler(player: player).handle(.seekRight, pressKind: .long)
        XCTAssertEqual(player.position, 150)
    }
}
