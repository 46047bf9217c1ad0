import XCTest
@testable import Beaconly

final class TagRSSIFilterTests: XCTestCase {
    func testSmoothsOutlierReading() {
        var filter = TagRSSIFilter()
        _ = filter.add(-70)
        _ = filter.add(-71)
        let afterSpike = filter.add(-40)
        XCTAssertLessThan(afterSpike, -65, "a single +30 dB spike must be ignored")
    }
}
