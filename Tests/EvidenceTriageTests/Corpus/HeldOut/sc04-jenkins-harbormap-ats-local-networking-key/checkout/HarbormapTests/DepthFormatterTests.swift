import XCTest
@testable import Harbormap

final class DepthFormatterTests: XCTestCase {
    func testFathomsConversion() {
        XCTAssertEqual(DepthFormatter.fathoms(fromMeters: 18.288), "10.0 fm")
    }
}
