import XCTest
import AVFoundation
@testable import Brindle

final class AudioSessionConfiguratorTests: XCTestCase {
    func testUsesPlaybackCategory() throws {
        let session = AVAudioSession.sharedInstance()
        try AudioSessionConfigurator.configure(session)
        XCTAssertEqual(session.category, .playback)
    }
}
