import Foundation

struct EventPayload {
    let name: String
    let properties: [String: AnyEncodable]

    /// Body sent to the analytics collector; the collector de-duplicates on the exact JSON bytes.
    func jsonString() throws -> String {
        var object: [String: AnyEncodable] = properties
        object["event"] = AnyEncodable(name)
        let data = try JSONEncoder().encode(object)
        return String(decoding: data, as: UTF8.self)
    }
}

struct AnyEncodable: Encodable {
    private let encodeValue: (Encoder) throws -> Void
    init<T: Encodable>(_ value: T) { encodeValue = value.encode }
    func encode(to encoder: Encoder) throws { try encodeValue(encoder) }
}
