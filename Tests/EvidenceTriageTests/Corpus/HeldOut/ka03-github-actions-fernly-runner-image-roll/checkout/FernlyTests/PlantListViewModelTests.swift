import XCTest
@testable import Fernly

final class PlantListViewModelTests: XCTestCase {
    func testSortByName() {
        let model = PlantListViewModel()
        model.load(Plant.wateringFixtures, sort: .name)
        XCTAssertEqual(model.rows.map(\.name), ["Cactus", "Fern", "Orchid"])
    }

    func testSortByNextWatering() {
        let model = PlantListViewModel()
        model.load(Plant.wateringFixtures, sort: .nextWatering)
        XCTAssertEqual(model.rows.map(\.name), ["Orchid", "Fern", "Cactus"])
    }
}
