import XCTest
@testable import Saltmarsh

final class ChartThemeTests: XCTestCase {
    func testLoadsTideChartTheme() throws {
        let frameworkBundle = Bundle(for: TideChartView.self)
        let themeBundle = try XCTUnwrap(
            Bundle(url: frameworkBundle.bundleURL.appendingPathComponent("TideChartsUI.bundle")))
        XCTAssertNotNil(themeBundle.url(forResource: "theme", withExtension: "plist"))
    }
}
