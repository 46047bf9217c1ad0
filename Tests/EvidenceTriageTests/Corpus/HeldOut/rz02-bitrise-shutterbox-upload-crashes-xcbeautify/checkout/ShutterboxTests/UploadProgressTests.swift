import XCTest
@testable import Shutterbox

final class UploadProgressTests: XCTestCase {
    func testFractionClampsAtOne() {
        let progress = UploadProgress(sent: 5_300_000, total: 5_242_880)
        XCTAssertEqual(progress.fraction, 1.0, accuracy: 0.0001)
    }

    func testFractionZeroWhenTotalUnknown() {
        XCTAssertEqual(UploadProgress(sent: 10, total: 0).fraction, 0)
    }
}
