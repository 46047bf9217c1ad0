import Testing
import Foundation
@testable import Sorrel

@Suite("Transfer links")
struct TransferLinkTests {
    @Test("Expiry day is the local calendar day")
    func expiryDayIsLocalMidnight() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let link = TransferLink(expiresOn: DateComponents(year: 2026, month: 3, day: 14))
        let day = cal.component(.day, from: link.expiryDate(in: cal))
        #expect(day == 14)
    }

    @Test func shareURLHasNoTrailingSlash() {
        #expect(TransferLink.shareURL(id: "x9").absoluteString == "https://sorrel.example/t/x9")
    }
}
