import Foundation
import WidgetKit

/// Writes the widget snapshot into the shared app group and asks WidgetKit to
/// refresh. WidgetKit decides when (and whether) the widget extension runs.
enum WidgetBridge {
    static let appGroup = "group.org.fieldnote.shared"

    static func saveSnapshot(notes: [Note]) throws {
        let defaults = UserDefaults(suiteName: appGroup)!
        let titles = notes.prefix(3).map(\.title)
        defaults.set(try JSONEncoder().encode(titles), forKey: "widget.snapshot")
        NSLog("[widget] saved snapshot (%d note) to %@", titles.count, appGroup)
    }

    static func requestReload() {
        WidgetCenter.shared.getCurrentConfigurations { result in
            let count = (try? result.get().count) ?? -1
            NSLog("[widget] reloadTimelines(ofKind: FieldnoteWidget) requested; current widget configurations: %d", count)
        }
        WidgetCenter.shared.reloadTimelines(ofKind: "FieldnoteWidget")
    }
}
