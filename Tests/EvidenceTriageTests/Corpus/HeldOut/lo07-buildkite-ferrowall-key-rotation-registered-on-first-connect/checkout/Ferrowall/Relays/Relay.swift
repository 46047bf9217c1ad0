import Foundation

struct Relay: Decodable, Equatable {
    let hostname: String
    let location: String
    let active: Bool
    let daita: Bool

    enum CodingKeys: String, CodingKey { case hostname, location, active, features }
    private struct Features: Decodable { let daita: Bool? }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        hostname = try c.decode(String.self, forKey: .hostname)
        location = try c.decode(String.self, forKey: .location)
        active = try c.decode(Bool.self, forKey: .active)
        daita = (try? c.decode(Bool.self, forKey: .features)) ?? false
    }
}
