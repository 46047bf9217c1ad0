import XCTest
@testable import LanternfishCore

final class ContactAvatarTests: XCTestCase {
    func testTwoInitials() {
        XCTAssertEqual(ContactAvatar.initials(for: "Dana Scully"), "DS")
    }

    func testInitialsSkipLeadingEmoji() {
        XCTAssertEqual(ContactAvatar.initials(for: "🦊 Fox Mulder"), "FM")
    }

    func testEmptyNameUsesPlaceholder() {
        XCTAssertEqual(ContactAvatar.initials(for: "   "), "?")
    }
}
