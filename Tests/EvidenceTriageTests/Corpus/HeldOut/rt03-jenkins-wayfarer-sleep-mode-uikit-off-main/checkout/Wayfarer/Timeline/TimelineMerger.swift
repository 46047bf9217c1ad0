import Foundation

struct TimelineMerger {
    /// Collapses adjacent items with the same activity when they touch.
    func merge(_ items: [TimelineItem]) -> [TimelineItem] {
        var out: [TimelineItem] = []
        for item in items {
            if let last = out.last, last.activity == item.activity, last.end > item.start {
                out[out.count - 1] = TimelineItem(activity: last.activity, start: last.start, end: item.end)
            } else {
                out.append(item)
            }
        }
        return out
    }
}
