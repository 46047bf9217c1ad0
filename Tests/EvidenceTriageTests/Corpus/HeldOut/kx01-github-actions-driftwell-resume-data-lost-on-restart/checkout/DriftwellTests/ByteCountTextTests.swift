import XCTest
@testable import Driftwell

final class ByteCountTextTests: XCTestCase {
    func testMegabytesUseDecimalUnits() {
        // 50,000,000 bytes: the Files app and the feed's enclosure length both say 50 MB.
        let text = ByteCountText.episodeSize(50_000_000)

        XCTAssertEqual(text, "50 MB", "episode sizes are shown in decimal units like the Files app")
    }

    func testZeroBytesReadsZeroKB() {
        XCTAssertEqual(ByteCountText.episodeSize(0), "Zero KB")
    }
}
