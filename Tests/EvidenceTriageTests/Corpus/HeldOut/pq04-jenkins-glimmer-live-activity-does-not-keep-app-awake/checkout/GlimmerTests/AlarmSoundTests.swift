import XCTest
import AVFoundation
@testable import Glimmer

final class AlarmSoundTests: XCTestCase {
    func testUrgentLowPlaysCriticalSound() throws {
        let player = AlarmPlayer(session: .sharedInstance())
        try player.play(.urgentLow)
        XCTAssertTrue(player.isPlaying)
    }
}
