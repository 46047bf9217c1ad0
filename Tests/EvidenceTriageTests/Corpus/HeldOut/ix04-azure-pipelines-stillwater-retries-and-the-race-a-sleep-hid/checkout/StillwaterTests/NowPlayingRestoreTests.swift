import XCTest
@testable import Stillwater

final class NowPlayingRestoreTests: XCTestCase {
    func testRestoresRadioStationAfterRelaunch() {
        let store = InMemoryPlaybackStore(lastStation: .fixture(name: "KEXP 90.3"))
        let model = NowPlayingViewModel(store: store)
        var shown: String?
        let token = model.$stationTitle.dropFirst().sink { shown = $0 }

        model.restore()
        // let the observers attach before asserting
        Thread.sleep(forTimeInterval: 0.2)

        XCTAssertEqual(shown, "KEXP 90.3")
        token.cancel()
    }
}
