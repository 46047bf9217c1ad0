import SwiftUI
import WidgetKit

struct SailingEntry: TimelineEntry {
    let date: Date
    let title: String
    let status: String
}

struct NextSailingProvider: TimelineProvider {
    let groupId: String

    init(groupId: String = "group.com.puffin.ferries") {
        self.groupId = groupId
    }

    func placeholder(in context: Context) -> SailingEntry {
        SailingEntry(date: Date(), title: "Next sailing", status: "")
    }

    func currentEntry(now: Date) -> SailingEntry {
        let data = UserDefaults(suiteName: groupId)
        return SailingEntry(date: now,
                            title: data?.string(forKey: "nextSailing") ?? "No sailing data",
                            status: data?.string(forKey: "sailingStatus") ?? "unknown")
    }

    func getSnapshot(in context: Context, completion: @escaping (SailingEntry) -> Void) {
        completion(currentEntry(now: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SailingEntry>) -> Void) {
        let entry = currentEntry(now: Date())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}
