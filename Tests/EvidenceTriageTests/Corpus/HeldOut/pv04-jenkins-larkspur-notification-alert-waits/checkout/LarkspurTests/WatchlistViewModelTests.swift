import XCTest
@testable import Larkspur

final class WatchlistViewModelTests: XCTestCase {
    func testRemovingShowUpdatesCount() {
        let vm = WatchlistViewModel(shows: ["Severance", "Slow Horses", "Andor"])
        vm.remove("Andor")
        XCTAssertEqual(vm.countLabel, "2 shows")
    }
}
