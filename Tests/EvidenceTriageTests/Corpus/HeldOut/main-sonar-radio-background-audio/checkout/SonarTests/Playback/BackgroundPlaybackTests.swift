import XCTest
import AVFoundation
@testable import Sonar

final class BackgroundPlaybackTests: XCTestCase {
    private let player = RadioPlayer.shared

    func testPlaybackContinuesAfterEnteringBackground() throws {
        player.play(station: .fixture("sonar-jazz"))
        TestHost.sendToBackground()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 10))
        XCTAssertEqual(player.state, .playing, "stream should keep playing in the background")
    }
}
