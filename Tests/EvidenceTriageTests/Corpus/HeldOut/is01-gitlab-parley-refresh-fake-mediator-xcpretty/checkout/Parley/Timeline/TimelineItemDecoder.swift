import Foundation

enum TimelineItem: Equatable {
    case message(id: String, sender: String, body: String)
    case redacted(id: String, sender: String)
    case stateChange(id: String, sender: String, description: String)
}

struct TimelineItemDecoder {
    struct RawEvent: Decodable {
        let eventID: String
        let type: String
        let sender: String
        let stateKey: String?
        let content: [String: String]?
        let unsigned: Unsigned?

        struct Unsigned: Decodable {
            let redactedBecause: [String: String]?
        }

        enum CodingKeys: String, CodingKey {
            case eventID = "event_id", type, sender, stateKey = "state_key", content, unsigned
        }
    }

    func decode(_ data: Data) throws -> TimelineItem {
        let raw = try JSONDecoder().decode(RawEvent.self, from: data)
        if raw.stateKey != nil {
            return stateItem(raw)
        }
        if raw.unsigned?.redactedBecause != nil {
            return .redacted(id: raw.eventID, sender: raw.sender)
        }
        return .message(id: raw.eventID, sender: raw.sender, body: raw.content?["body"] ?? "")
    }

    private func stateItem(_ raw: RawEvent) -> TimelineItem {
        switch raw.type {
        case "m.room.name":
            return .stateChange(id: raw.eventID, sender: raw.sender,
                                description: "changed the room name to \(raw.content?["name"] ?? "")")
        case "m.room.topic":
            return .stateChange(id: raw.eventID, sender: raw.sender,
                                description: "changed the topic to \(raw.content?["topic"] ?? "")")
        default:
            // Redacted state events arrive with their content stripped.
            let membership = raw.content!["membership"]!
            return .stateChange(id: raw.eventID, sender: raw.sender, description: membership)
        }
    }
}
