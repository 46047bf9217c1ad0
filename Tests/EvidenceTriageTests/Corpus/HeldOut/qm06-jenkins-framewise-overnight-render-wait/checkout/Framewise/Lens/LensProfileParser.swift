import Foundation

struct LensProfile: Equatable {
    var name: String
    var k: [Double]
}

enum LensProfileParser {
    static func parse(_ json: [String: Any]) -> LensProfile? {
        guard let name = json["name"] as? String,
              let coeffs = json["distortion_coeffs"] as? [Double] else { return nil }
        return LensProfile(name: name, k: Array(coeffs.prefix(3)))
    }
}
