import XCTest
@testable import RelayKit

final class AddressFormatterTests: XCTestCase {
    func testShortensAddressMiddle() {
        XCTAssertEqual(AddressFormatter.short("0x52908400098527886E0F7030069857D2E4169EE7"), "0x5290…9EE7")
    }
}
