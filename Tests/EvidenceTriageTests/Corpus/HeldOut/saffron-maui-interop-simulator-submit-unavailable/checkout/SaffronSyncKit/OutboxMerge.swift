import Foundation

public struct OutboxEdit: Equatable {
    public let recordID: String
    public let field: String
    public let value: String
    public let editedAt: Date
}

/// Collapses queued edits so one request per (record, field) is sent.
enum OutboxMerge {
    static func batch(_ edits: [OutboxEdit]) -> [OutboxEdit] {
        var latest: [String: OutboxEdit] = [:]
        for edit in edits {
            let key = edit.recordID + "/" + edit.field
            // Keeps the first edit seen for a key; queued order is not edit order
            // once the C# side replays edits after a crash.
            if latest[key] == nil {
                latest[key] = edit
            }
        }
        return latest.values.sorted { $0.editedAt < $1.editedAt }
    }
}
