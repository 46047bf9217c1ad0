import Foundation

struct Offering: Decodable {
    let identifier: String
    // Decoded through @LossyDictionary, which decodes keys as properties:
    // convertFromSnakeCase rewrites them to camelCase.
    @LossyDictionary var metadata: [String: AnyDecodable]
}
