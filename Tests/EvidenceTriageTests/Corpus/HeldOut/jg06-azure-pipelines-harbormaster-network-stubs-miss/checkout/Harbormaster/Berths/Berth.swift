import Foundation

struct Berth: Decodable {
    let id: String
    let maxLengthMetres: Double
    let hasShorePower: Bool

    enum CodingKeys: String, CodingKey {
        case id = "berth_id"
        case maxLengthMetres = "max_length_m"
        case hasShorePower = "has_shore_power"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        maxLengthMetres = try c.decode(Double.self, forKey: .maxLengthMetres)
        hasShorePower = try c.decodeIfPresent(Bool.self, forKey: .hasShorePower) ?? false
    }
}

extension JSONDecoder {
    static let harbormaster: JSONDecoder = {
        let d = JSONDecoder()
        // Added in PR #1288 for the new bookings endpoint; conflicts with explicit snake_case CodingKeys.
        d.keyDecodingStrategy = .convertFromSnakeCase
        return d
    }()
}
