import Foundation

final class CallHistoryStore {
    private(set) var entries: [CallHistoryEntry] = []

    func recordMissed(callID: String, from caller: String, at date: Date) {
        entries.append(CallHistoryEntry(callID: callID, caller: caller, date: date, kind: .missed))
    }

    /// Missed calls grouped per caller for the Recents list ("Mira (3)").
    func missedGroups() -> [(caller: String, count: Int)] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for e in entries where e.kind == .missed {
            if counts[e.caller] == nil { order.append(e.caller) }
            counts[e.caller, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }
}
