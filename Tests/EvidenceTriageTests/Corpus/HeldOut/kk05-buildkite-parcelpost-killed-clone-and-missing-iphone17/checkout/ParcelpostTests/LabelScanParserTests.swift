import XCTest
@testable import Parcelpost

final class LabelScanParserTests: XCTestCase {
    func testParsesGS1DataMatrixWithGroupSeparator() {
        // FNC1 is transmitted as ASCII 29 (GS) between variable-length element strings.
        let raw = "0100012345678905\u{1D}00340123450000000018"
        XCTAssertEqual(LabelScanParser().parse(raw)?.sscc, "340123450000000018")
    }

    func testParsesPlainTrackingNumber() {
        XCTAssertEqual(LabelScanParser().parse("PP123456789GB")?.trackingNumber, "PP123456789GB")
    }
}
