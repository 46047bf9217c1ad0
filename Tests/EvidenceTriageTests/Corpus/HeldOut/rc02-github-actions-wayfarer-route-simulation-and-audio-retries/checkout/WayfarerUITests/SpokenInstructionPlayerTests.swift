import XCTest
import AVFoundation
@testable import WayfarerUI

final class SpokenInstructionPlayerTests: XCTestCase {
    func testInstructionPlaysAtFullVolume() throws {
        let player = SpokenInstructionPlayer(synthesizer: AVSpeechSynthesizer())
        let spoke = expectation(description: "utterance finished")
        player.onFinish = { spoke.fulfill() }
        try player.speak("In 500 feet, turn right")
        wait(for: [spoke], timeout: 5)
        XCTAssertEqual(player.lastVolume, 1.0)
    }
}
