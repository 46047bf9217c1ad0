import Foundation

struct RemoteEntry: Decodable, Equatable {
    let id: String
    let text: String
    let updatedAt: Date
}

/// Pulls entries changed since the last sync (called from the BGAppRefreshTask handler).
struct JournalSyncClient {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func decodeEntries(from data: Data) throws -> [RemoteEntry] {
        try Self.decoder.decode([RemoteEntry].self, from: data)
    }
}
