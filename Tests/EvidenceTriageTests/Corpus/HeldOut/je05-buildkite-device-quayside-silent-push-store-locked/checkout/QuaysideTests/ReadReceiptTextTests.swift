@testable import Quayside
import XCTest

final class ReadReceiptTextTests: XCTestCase {
    func testSeenByOne() {
        XCTAssertEqual(ReadReceiptText.seenBy(["Noor"]), "Seen by Noor")
    }

    func testSeenByThreeNamesTwoAndOneOther() {
        XCTAssertEqual(ReadReceiptText.seenBy(["Noor", "Ilse", "Tomas"]), "Seen by Noor, Ilse and 1 other")
    }
}
