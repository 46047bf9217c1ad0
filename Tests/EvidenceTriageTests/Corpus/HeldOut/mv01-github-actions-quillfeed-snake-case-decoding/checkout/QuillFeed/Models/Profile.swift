import Foundation

struct Profile: Decodable {
    let displayName: String
    let avatarURL: URL?

    enum CodingKeys: String, CodingKey {
        case displayName
        case avatarURL = "avatar_url"   // never matches under convertFromSnakeCase; optional, so it silently decodes as nil
    }
}
