import Foundation

struct LedgerEntry: Equatable {
  var id: String
  var amountCents: Int
  var updatedAt: Date
}

enum LedgerMerge {
  /// Merges server entries into local ones; the most recently updated copy of an entry wins.
  static func merge(local: [LedgerEntry], remote: [LedgerEntry]) -> [LedgerEntry] {
    var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0) })
    for entry in remote {
      if let existing = byID[entry.id], existing.updatedAt < entry.updatedAt { continue }
      byID[entry.id] = entry
    }
    return byID.values.sorted { $0.id < $1.id }
  }
}
