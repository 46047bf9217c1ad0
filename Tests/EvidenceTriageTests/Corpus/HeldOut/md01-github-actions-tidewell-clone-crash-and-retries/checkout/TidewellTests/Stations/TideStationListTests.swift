import XCTest
@testable import Tidewell

final class TideStationListTests: XCTestCase {
    func testSearchFiltersByName() {
        let model = TideStationListModel(stations: .fixtureUKCoast)
        model.query = "avon"
        XCTAssertEqual(model.visible.map(\.name), ["Avonmouth"])
    }
}
