import XCTest
@testable import Tidecast

@MainActor
final class PlayerViewModelTests: XCTestCase {
    func testPlayPauseTogglesState() {
        let model = PlayerViewModel(player: FakeAudioPlayer())
        model.togglePlayback()
        XCTAssertTrue(model.isPlaying)
        model.togglePlayback()
        XCTAssertFalse(model.isPlaying)
    }

    func testScrubUpdatesElapsedLabel() async throws {
        let player = FakeAudioPlayer()
        let model = PlayerViewModel(player: player)
        model.scrub(to: 90)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(model.elapsedLabel, "1:30")
    }
}
