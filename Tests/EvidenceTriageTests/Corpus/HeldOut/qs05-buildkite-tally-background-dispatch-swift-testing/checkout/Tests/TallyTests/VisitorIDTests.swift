import Testing
@testable import Tally

@Suite struct VisitorIDTests {
    @Test func visitorIdIsSixteenLowercaseHexChars() {
        let id = VisitorID.make()
        #expect(id.count == 16)
        #expect(id.allSatisfy { "0123456789abcdef".contains($0) })
    }
}
