import Foundation

struct TideEvent: Decodable { let type: String; let time: Date; let height: Double }
struct TideTable { let station: String; let events: [TideEvent] }

enum TideTableParser {
  private struct Raw: Decodable {
    struct Event: Decodable { let type: String; let time: Date; let height: String }
    let station: String
    let events: [Event]
  }

  static func parse(_ data: Data) throws -> TideTable {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let raw = try decoder.decode(Raw.self, from: data)
    let events = raw.events.map { e in
      // Heights arrive as strings; stray characters are stripped before conversion.
      let digits = e.height.filter { $0.isNumber || $0 == "." }
      return TideEvent(type: e.type, time: e.time, height: Double(digits) ?? 0)
    }
    return TideTable(station: raw.station, events: events)
  }
}
