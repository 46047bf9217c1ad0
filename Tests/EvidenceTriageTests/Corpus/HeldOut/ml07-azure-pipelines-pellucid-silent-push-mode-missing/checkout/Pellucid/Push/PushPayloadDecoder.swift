import Foundation

struct PushPayload: Decodable {
    let threadID: String?
    enum CodingKeys: String, CodingKey { case threadID = "thread_id" }
}

enum PushPayloadDecoder {
    static func decode(_ userInfo: [AnyHashable: Any]) -> PushPayload? {
        guard let aps = userInfo["aps"] as? [String: Any],
              let data = try? JSONSerialization.data(withJSONObject: aps) else { return nil }
        return try? JSONDecoder().decode(PushPayload.self, from: data)
    }
}
