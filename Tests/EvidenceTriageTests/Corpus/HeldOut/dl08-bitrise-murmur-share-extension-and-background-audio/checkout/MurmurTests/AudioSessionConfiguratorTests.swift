import XCTest
import AVFoundation
@testable import Murmur

final class AudioSessionConfiguratorTests: XCTestCase {
    func testPreviewsMixWithOtherAudio() throws {
        let session = RecordingAudioSession()
        try AudioSessionConfigurator.configureForPreviews(session)
        XCTAssertTrue(session.options.contains(.mixWithOthers), "previews would interrupt the user's music")
    }
}
