import Foundation

struct EventPayloadEncoder {
    func encode(_ event: Event) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(event)
    }
}
