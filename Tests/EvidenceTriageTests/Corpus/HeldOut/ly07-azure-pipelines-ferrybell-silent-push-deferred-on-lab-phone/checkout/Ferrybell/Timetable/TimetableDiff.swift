import Foundation

/// Compares the cached timetable with a fresh one and lists what changed.
struct TimetableDiff {
    enum Change: Equatable { case added(Sailing), cancelled(Sailing), retimed(Sailing, to: Date) }

    static func changes(old: [Sailing], new: [Sailing]) -> [Change] {
        var result: [Change] = []
        let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        for sailing in old {
            guard let fresh = newByID[sailing.id] else { continue }
            if fresh.isCancelled { result.append(.cancelled(fresh)) }
            else if fresh.departure != sailing.departure { result.append(.retimed(sailing, to: fresh.departure)) }
        }
        let oldIDs = Set(old.map(\.id))
        result += new.filter { !oldIDs.contains($0.id) }.map { .added($0) }
        return result
    }
}
