import AVFoundation
import UIKit
import XCTest
@testable import Stagecraft

final class AudioEngineTests: XCTestCase {
    func testSoundResumesAfterReturningFromBackground() throws {
        let engine = AudioEngine.shared
        try engine.start()
        let player = AudioPlayer(file: try AVAudioFile(forReading: Fixtures.url("meow.m4a")), engine: engine)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        engine.avEngine.stop()   // what the system does to a backgrounded app's engine
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: UIApplication.shared)
        player.play()
        XCTAssertTrue(engine.avEngine.isRunning)
    }
}
