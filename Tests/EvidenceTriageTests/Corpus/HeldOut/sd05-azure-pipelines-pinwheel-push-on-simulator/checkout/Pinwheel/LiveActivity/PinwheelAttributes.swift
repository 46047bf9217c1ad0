import ActivityKit
import Foundation

struct PinwheelAttributes: ActivityAttributes {
    var orderNumber: String

    struct ContentState: Codable, Hashable {
        var stage: String
        var etaStart: Date
        var etaEnd: Date

        static func decode(from data: Data) throws -> ContentState {
            let decoder = JSONDecoder()
            return try decoder.decode(ContentState.self, from: data)
        }
    }
}
