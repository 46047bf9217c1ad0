import Foundation

struct StationLink: Equatable {
  let stationID: String
  let days: Int
}

enum StationLinkParser {
  /// Parses tidewell://station/<ID>?days=N. Returns nil for strings that are not
  /// valid URLs (we rely on URL(string:) rejecting unescaped spaces).
  static func parse(_ string: String) -> StationLink? {
    guard let url = URL(string: string), url.scheme == "tidewell", url.host == "station" else {
      return nil
    }
    let id = url.lastPathComponent
    let days = URLComponents(url: url, resolvingAgainstBaseURL: false)?
      .queryItems?.first { $0.name == "days" }.flatMap { Int($0.value ?? "") } ?? 7
    return StationLink(stationID: id, days: days)
  }
}
