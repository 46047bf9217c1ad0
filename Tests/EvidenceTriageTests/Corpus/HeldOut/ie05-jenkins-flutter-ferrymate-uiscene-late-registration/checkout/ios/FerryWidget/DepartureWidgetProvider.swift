import WidgetKit

struct DepartureEntry: TimelineEntry { let date: Date; let route: String; let departure: Date }

struct DepartureTimelineBuilder {
  /// One entry per remaining sailing; the timeline ends after the last sailing of the day.
  func entries(route: String, departures: [Date], now: Date) -> [DepartureEntry] {
    departures.filter { $0 >= now }.map { DepartureEntry(date: $0, route: route, departure: $0) }
  }

  func reloadPolicy(departures: [Date], now: Date) -> TimelineReloadPolicy {
    guard let last = departures.max() else { return .atEnd }
    return .after(last.addingTimeInterval(-60))
  }
}
