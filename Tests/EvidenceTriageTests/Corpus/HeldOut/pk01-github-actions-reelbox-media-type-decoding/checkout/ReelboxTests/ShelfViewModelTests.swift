import XCTest
@testable import Reelbox

final class ShelfViewModelTests: XCTestCase {
    func testContinueWatchingSortedByLastPlayed() {
        let vm = ShelfViewModel(items: PlaybackItem.samples)
        XCTAssertEqual(vm.continueWatching.map(\.title), ["Dune: Part Two", "Severance", "Arrival"])
    }
}
