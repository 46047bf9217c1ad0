import Foundation

struct EventPayload: Encodable {
    let name: String
    let sessionId: String

    enum CodingKeys: String, CodingKey { case name, sessionId = "sessionID" }

    static func openedApp(sessionId: String) -> EventPayload { EventPayload(name: "Opened App", sessionId: sessionId) }

    func jsonObject() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(self)) as? [String: Any] ?? [:]
    }
}
