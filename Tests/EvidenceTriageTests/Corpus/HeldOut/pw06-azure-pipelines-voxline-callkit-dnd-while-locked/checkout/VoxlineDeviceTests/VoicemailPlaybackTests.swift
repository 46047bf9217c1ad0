import XCTest
import AVFoundation
@testable import Voxline

final class VoicemailPlaybackTests: XCTestCase {
    func testPlaybackRoutesToSpeakerWhenRequested() throws {
        let player = try VoicemailPlayer(fixture: "vm-0042")
        try player.play(route: .speaker)
        XCTAssertEqual(AVAudioSession.sharedInstance().currentRoute.outputs.first?.portType, .builtInSpeaker)
    }
}
