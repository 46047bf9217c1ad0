import XCTest
@testable import Ferrybox

final class TransferRateFormatterTests: XCTestCase {
    private let formatter = TransferRateFormatter()

    func testKilobytesRoundUpToTenth() {
        XCTAssertEqual(formatter.string(bytesPerSecond: 40_000), "0 MB/s")
    }

    func testMegabytesPerSecond() {
        XCTAssertEqual(formatter.string(bytesPerSecond: 12_500_000), "12.5 MB/s")
    }

    func testZeroRate() {
        XCTAssertEqual(formatter.string(bytesPerSecond: 0), "0 MB/s")
    }
}
