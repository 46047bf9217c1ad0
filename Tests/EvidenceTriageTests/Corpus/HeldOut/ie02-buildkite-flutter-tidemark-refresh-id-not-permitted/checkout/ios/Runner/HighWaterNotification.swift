import Foundation

enum HighWaterNotification {
  static func title(station: String) -> String { "\(station) tides" }

  static func body(for event: TideEvent, stationTimeZone: TimeZone) -> String {
    let f = DateFormatter()
    f.dateFormat = "HH:mm"
    f.timeZone = TimeZone(secondsFromGMT: 0)   // formats in UTC, not the station's zone
    return String(format: "High water %@ (%.1f m)", f.string(from: event.time), event.height)
  }
}
