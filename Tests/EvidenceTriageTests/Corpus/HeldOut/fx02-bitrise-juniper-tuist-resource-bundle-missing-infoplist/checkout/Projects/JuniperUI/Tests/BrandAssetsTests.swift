import XCTest
@testable import JuniperUI

final class BrandAssetsTests: XCTestCase {
    func testOnboardingIllustrationsLoad() {
        for asset in [BrandImage.onboardingWelcome, .onboardingPrompts] {
            XCTAssertNotNil(asset.image, "\(asset.rawValue) not found in \(Bundle.module.bundleURL.lastPathComponent)")
        }
    }

    func testEveryBrandImageHasAName() {
        XCTAssertEqual(BrandImage.allCases.filter { $0.rawValue.isEmpty }, [])
    }
}
