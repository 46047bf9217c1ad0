import Testing
import Foundation
@testable import Runner

struct LedgerMergeTests {
  let older = Date(timeIntervalSince1970: 1_786_000_000)
  let newer = Date(timeIntervalSince1970: 1_786_003_600)

  @Test func mergeAddsRemoteOnlyEntries() {
    let merged = LedgerMerge.merge(local: [], remote: [LedgerEntry(id: "a", amountCents: 120, updatedAt: older)])
    #expect(merged.count == 1)
  }

  @Test func mergeKeepsNewestEntry() {
    let local = [LedgerEntry(id: "a", amountCents: 120, updatedAt: newer)]
    let remote = [LedgerEntry(id: "a", amountCents: 999, updatedAt: older)]
    let merged = LedgerMerge.merge(local: local, remote: remote)
    #expect(merged.first?.amountCents == 120)
  }
}
