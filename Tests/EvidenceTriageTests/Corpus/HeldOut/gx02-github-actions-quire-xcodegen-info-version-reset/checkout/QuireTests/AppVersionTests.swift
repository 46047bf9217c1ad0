import XCTest
@testable import Quire

final class AppVersionTests: XCTestCase {
    func testBundleVersionMatchesMarketingVersion() {
        let short = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        XCTAssertEqual(short, "0.2.0")
    }

    func testBuildNumberMatchesProjectVersion() {
        let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        XCTAssertEqual(build, "2")
    }

    func testComparesNumericallyNotLexically() {
        XCTAssertLessThan(AppVersion("0.9.0")!, AppVersion("0.10.0")!)
    }
}
