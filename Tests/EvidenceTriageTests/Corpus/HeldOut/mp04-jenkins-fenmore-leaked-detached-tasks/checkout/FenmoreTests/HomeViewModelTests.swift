import XCTest
@testable import Fenmore

@MainActor
final class HomeViewModelTests: XCTestCase {
    func testLoadPopulatesShelves() async {
        let sut = HomeViewModel(library: .fixture(shelves: 3))
        sut.load()
        await Task.yield()
        XCTAssertEqual(sut.shelves.count, 3)
    }
}
