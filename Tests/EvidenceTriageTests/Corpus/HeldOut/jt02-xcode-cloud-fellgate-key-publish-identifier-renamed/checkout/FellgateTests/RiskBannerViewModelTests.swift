import XCTest
@testable import Fellgate

final class RiskBannerViewModelTests: XCTestCase {
    func testNoExposureBanner() {
        XCTAssertEqual(RiskBannerViewModel(days: []).title, "No exposure reported")
    }

    func testSingleDayExposureUsesSingular() {
        let vm = RiskBannerViewModel(days: [.init(daysAgo: 2)])
        XCTAssertEqual(vm.title, "Possible exposure 2 days ago")
    }

    func testTwoDaysExposureListsMostRecent() {
        let vm = RiskBannerViewModel(days: [.init(daysAgo: 5), .init(daysAgo: 1)])
        XCTAssertEqual(vm.title, "Possible exposure 1 day ago")
    }
}
