import XCTest
@testable import Pipit

final class EpisodeListViewModelTests: XCTestCase {
    func testDownloadedFilterHidesStreamingOnly() {
        let vm = EpisodeListViewModel(episodes: [
            .fixture(id: "1", downloaded: true),
            .fixture(id: "2", downloaded: false),
            .fixture(id: "3", downloaded: true),
        ])
        vm.filter = .downloaded
        XCTAssertEqual(vm.visible.map(\.id), ["1", "3"])
    }
}
