import SwiftUI
import WidgetKit

struct CaloriesWidgetView: View {
    let entry: CaloriesEntry
    var body: some View { Text(Self.caption(for: entry)) }

    static func caption(for entry: CaloriesEntry) -> String {
        let total = entry.meals.reduce(0) { $0 + $1.kcal }
        return "\(total) kcal today"
    }
}
