import XCTest
import SwiftUI
@testable import LarkspurUI

final class ForecastCardSnapshotTests: XCTestCase {
    private let forecast = Forecast.fixture(city: "Portland", highC: 24, lowC: 13, condition: .partlyCloudy)

    func testForecastCardLight() {
        assertPhoneSnapshot(of: ForecastCard(forecast: forecast).environment(\.colorScheme, .light))
    }

    func testForecastCardDark() {
        assertPhoneSnapshot(of: ForecastCard(forecast: forecast).environment(\.colorScheme, .dark))
    }
}
