import XCTest
@testable import MarqueeTV

final class RuntimeLabelTests: XCTestCase {
    func testEpisodeRuntime() {
        XCTAssertEqual(RuntimeLabel.text(minutes: 44), "44 min")
    }

    func testFeatureLengthRuntime() {
        XCTAssertEqual(RuntimeLabel.text(minutes: 128), "2 hr 8 min")
    }
}
