import XCTest
@testable import Switchback

final class AboutScreenTests: XCTestCase {
    func testVersionLabelShowsMarketingVersion() {
        XCTAssertEqual(AboutViewModel().versionLabel, "Version 4.12.0 (1804)")
    }
}
