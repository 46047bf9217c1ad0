import Testing
import AVFoundation
@testable import Harrow

@Suite struct AudioSessionConfigTests {
    @Test func usesPlaybackCategoryForTimerBells() throws {
        let session = AVAudioSession.sharedInstance()
        try BellAudio.configure(session)
        #expect(session.category == .playback)
    }
}

