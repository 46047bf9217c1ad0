import XCTest
@testable import Lanternfish

final class ByteCountTextTests: XCTestCase {
    func testKilobytes() {
        XCTAssertEqual(ByteCountText.short(2_000), "2 KB")
    }

    func testMegabytesUseOneDecimal() {
        // 1.5 MiB original, shown as Photos shows it
        XCTAssertEqual(ByteCountText.short(1_572_864), "1.5 MB")
    }
}
