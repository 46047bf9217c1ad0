import XCTest
@testable import Ferrystop

@MainActor
final class DisruptionBannerTests: XCTestCase {
    func testBannerHiddenWhenNothingCached() async {
        AppEnvironment.current.cache = .empty
        AppEnvironment.current.network = .offline
        let banner = DisruptionBanner()
        await banner.load(route: "Rosslare → Fishguard")
        XCTAssertNil(banner.message)
    }

    func testGaleWarningShownFirst() async {
        AppEnvironment.current.network = .fixture(.galeWarning)
        let banner = DisruptionBanner()
        await banner.load(route: "Rosslare → Fishguard")
        XCTAssertEqual(banner.message?.hasPrefix("Gale warning"), true)
    }
}
