import XCTest
@testable import Callbell

final class DialPadFormatterTests: XCTestCase {
    func testFormatsLondonNumber() {
        XCTAssertEqual(DialPadFormatter.display("+442079460018"), "+44 20 7946 0018")
    }
}
