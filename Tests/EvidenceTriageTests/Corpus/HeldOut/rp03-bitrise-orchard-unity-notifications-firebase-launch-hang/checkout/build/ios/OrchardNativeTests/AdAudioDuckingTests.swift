import XCTest
@testable import OrchardNative

final class AdAudioDuckingTests: XCTestCase {
    func testMusicDucksWhileRewardedAdPlays() {
        let mixer = MusicMixer()
        let ducked = expectation(description: "music ducked")
        mixer.onVolumeChange = { v in if v < 0.3 { ducked.fulfill() } }
        mixer.rewardedAdWillPresent()
        wait(for: [ducked], timeout: 0.5)
    }
}
