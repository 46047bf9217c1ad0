import XCTest
@testable import Cipherbox

final class VaultNameValidatorTests: XCTestCase {
    func testRejectsSlash() {
        XCTAssertEqual(VaultNameValidator.validate("tax/2026"), .illegalCharacter("/"))
    }

    /// Several cloud providers silently strip a trailing dot, which orphans the vault folder.
    func testRejectsTrailingDot() {
        XCTAssertEqual(VaultNameValidator.validate("Receipts."), .trailingDot)
    }
}
