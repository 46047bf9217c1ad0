import Testing
import Foundation
@testable import Tincan

@Suite struct LinkCleanerTests {
    @Test func stripsTrackingParameters() {
        let cleaned = LinkCleaner.clean(URL(string: "https://x.test/a?utm_source=ios")!).absoluteString
        #expect(cleaned == "https://x.test/a")
    }

    @Test func keepsOrdinaryQuery() {
        #expect(LinkCleaner.clean(URL(string: "https://x.test/a?page=2")!).absoluteString == "https://x.test/a?page=2")
    }
}

@Suite struct ReadReceiptTests {
    @Test func receiptCoversMessageItNames() {
        let covered = ReadReceipts.covered(by: Receipt(readerID: "k", upTo: 12), in: [10, 11, 12, 13])
        #expect(covered == [10, 11, 12])
    }
}
