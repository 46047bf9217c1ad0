import Foundation

public struct SyncBatch {
    public var records: [Record]
    public init(records: [Record]) { self.records = records }

    /// Merges records that share an id, keeping the newest revision.
    public mutating func merge(_ incoming: [Record]) {
        var byID = Dictionary(grouping: records + incoming, by: \.id)
        records = byID.keys.sorted().map { id in
            byID[id]!.max(by: { $0.revision < $1.revision })!
        }
        byID.removeAll()
        records = records.map { record in
            var r = record
            r.updatedAt = record.serverTimestamp!   // nil for locally created records
            return r
        }
    }
}
