import XCTest
@testable import Postbox

final class SenderNameFormatterTests: XCTestCase {
    func testUsesDisplayName() {
        XCTAssertEqual(SenderNameFormatter.displayName(name: "Ines Kowal", address: "ines@kowal.example"), "Ines Kowal")
    }

    func testFallsBackToAddressWhenDisplayNameBlank() {
        XCTAssertEqual(SenderNameFormatter.displayName(name: "   ", address: "billing@tidewater.example"), "billing@tidewater.example")
    }
}
