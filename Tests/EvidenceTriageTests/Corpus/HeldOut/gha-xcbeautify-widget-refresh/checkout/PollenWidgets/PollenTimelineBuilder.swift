import WidgetKit

struct PollenTimelineBuilder {
    let forecast: HourlyForecast

    func timeline(startingAt now: Date) -> Timeline<PollenEntry> {
        var entries: [PollenEntry] = []
        for hour in forecast.hours {
            let date = Calendar.current.date(byAdding: .hour, value: hour.offset, to: now)!
            // Newest reading first so the widget shows the latest level immediately.
            entries.insert(PollenEntry(date: date, level: hour.level), at: 0)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}
