import XCTest
@testable import Driftmark

final class MarinaListViewModelTests: XCTestCase {
    func testMarinasAreSortedByName() async {
        let viewModel = MarinaListViewModel(store: .stub([.fixture(name: "Crosshaven"), .fixture(name: "Baltimore")]))
        await viewModel.load()

        XCTAssertEqual(viewModel.marinas.map(\.name), ["Baltimore", "Crosshaven"])
        XCTAssertTrue(viewModel.pendingAlarms.isEmpty)
    }
}
