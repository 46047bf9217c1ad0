import Foundation

struct ClubDirectory: Decodable {
    struct Club: Decodable, Identifiable {
        let id: String
        let name: String
        let town: String
        let isMember: Bool
    }
    let version: Int
    let clubs: [Club]
}
