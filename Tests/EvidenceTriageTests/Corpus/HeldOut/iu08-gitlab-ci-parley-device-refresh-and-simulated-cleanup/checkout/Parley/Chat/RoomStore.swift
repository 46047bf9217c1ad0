import Foundation

struct Room: Equatable {
    var token: String
    var displayName: String
    var lastActivity: Date
}

final class RoomStore {
    static let shared = RoomStore()
    private(set) var rooms: [String: Room] = [:]
    private var chat: [String: [ChatMessage]] = [:]
    var lastSync = Date.distantPast

    static func inMemory() -> RoomStore { RoomStore() }

    func upsert(_ rooms: [Room]) { rooms.forEach { self.rooms[$0.token] = $0 } }
    func room(_ token: String) -> Room? { rooms[token] }
    func messages(_ token: String) -> [ChatMessage] { chat[token] ?? [] }
    func append(_ messages: [ChatMessage], to token: String) { chat[token, default: []] += messages }
    func lastReadMessage(_ token: String) -> Int { chat[token]?.last?.id ?? 0 }
}
