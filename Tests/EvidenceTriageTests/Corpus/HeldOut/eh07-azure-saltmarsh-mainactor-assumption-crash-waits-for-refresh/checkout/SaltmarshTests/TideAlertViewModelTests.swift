import XCTest
@testable import Saltmarsh

@MainActor
final class TideAlertViewModelTests: XCTestCase {
    func testApplyingFetchedTidesUpdatesBanner() async {
        let model = TideAlertViewModel(service: FakeTideService(tides: [.fixture(hour: 14, minute: 20)]))
        await model.refresh()
        XCTAssertEqual(model.bannerText, "High tide 14:20")
    }
}
