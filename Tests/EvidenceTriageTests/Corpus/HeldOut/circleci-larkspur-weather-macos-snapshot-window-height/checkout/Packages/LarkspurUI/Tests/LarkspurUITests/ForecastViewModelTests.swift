import XCTest
@testable import LarkspurUI

final class ForecastViewModelTests: XCTestCase {
    func testShowsHighAndLow() {
        let model = ForecastViewModel(forecast: .fixture(city: "Portland", highC: 24, lowC: 13, condition: .clear))
        XCTAssertEqual(model.rangeText, "24° / 13°")
    }

    func testFeelsLikeRoundsHalfUp() {
        let model = ForecastViewModel(forecast: .fixture(city: "Portland", highC: 24, lowC: 13, condition: .clear, feelsLikeC: 21.5))
        XCTAssertEqual(model.feelsLikeText, "Feels like 22°")
    }
}
