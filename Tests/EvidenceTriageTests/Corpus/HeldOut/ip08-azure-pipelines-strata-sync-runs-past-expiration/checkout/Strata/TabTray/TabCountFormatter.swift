import Foundation

/// Title of the tab tray's normal-tabs segment.
struct TabCountFormatter {
    func title(for tabs: [Tab]) -> String {
        let count = tabs.count
        return count == 1 ? "1 Tab" : "\(count) Tabs"
    }
}
