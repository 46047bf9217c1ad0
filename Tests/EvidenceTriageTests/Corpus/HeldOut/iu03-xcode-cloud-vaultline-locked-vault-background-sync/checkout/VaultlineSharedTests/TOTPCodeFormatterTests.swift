import Testing
@testable import VaultlineShared

@Suite struct TOTPCodeFormatterTests {
    @Test func groupsSixDigitCodeInThrees() {
        #expect(TOTPCodeFormatter.grouped("123456") == "123 456")
    }

    @Test func groupsEightDigitCodeInFours() {
        #expect(TOTPCodeFormatter.grouped("12345678") == "1234 5678")
    }

    @Test func leavesShortCodesAlone() {
        #expect(TOTPCodeFormatter.grouped("1234") == "1234")
    }
}
