import XCTest
@testable import Lindenrow

final class NowPlayingFormatterTests: XCTestCase {
    func testElapsedTimeFormat() {
        XCTAssertEqual(NowPlayingFormatter.elapsed(3_725), "1:02:05")
    }
}
