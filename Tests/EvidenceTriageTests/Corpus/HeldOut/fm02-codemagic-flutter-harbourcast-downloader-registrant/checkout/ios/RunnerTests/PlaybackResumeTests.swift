import Flutter
import XCTest
@testable import Runner

final class PlaybackResumeTests: XCTestCase {
  func testResumePositionRestoredAfterRelaunch() throws {
    let store = PlaybackPositionStore(defaults: UserDefaults(suiteName: "PlaybackResumeTests")!)
    store.save(episodeId: "ep-311", seconds: 1_284)

    let restored = expectation(description: "position restored")
    PlaybackChannel.shared.restoreLastPosition(from: store) { position in
      XCTAssertEqual(position?.episodeId, "ep-311")
      XCTAssertEqual(position?.seconds, 1_284)
      restored.fulfill()
    }
    wait(for: [restored], timeout: 2)
  }

  func testPositionClearedWhenEpisodeFinished() {
    let store = PlaybackPositionStore(defaults: UserDefaults(suiteName: "PlaybackResumeTests")!)
    store.save(episodeId: "ep-310", seconds: 2_901)
    store.markFinished(episodeId: "ep-310")
    XCTAssertNil(store.position(for: "ep-310"))
  }
}
