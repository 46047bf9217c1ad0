import XCTest
@testable import HarborCast

final class NowPlayingViewModelTests: XCTestCase {
    func testArtistAndAlbumLine() {
        let item = Episode(title: "Tides", show: "Harbor Hours", season: 3, number: 7)
        let vm = NowPlayingViewModel(item: item)
        XCTAssertEqual(vm.secondaryLine, "Harbor Hours · S3 E7")
    }
}
