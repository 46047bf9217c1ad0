import Foundation

struct CoTEvent {
    let uid: String
    let time: Date
    let stale: Date
}

enum CoTParser {
    private static let iso = ISO8601DateFormatter()

    static func parse(attributes: [String: String]) -> CoTEvent? {
        guard let uid = attributes["uid"],
              let time = attributes["time"].flatMap(iso.date(from:)) else { return nil }
        let stale = attributes["start"].flatMap(iso.date(from:)) ?? time.addingTimeInterval(300)
        return CoTEvent(uid: uid, time: time, stale: stale)
    }
}
