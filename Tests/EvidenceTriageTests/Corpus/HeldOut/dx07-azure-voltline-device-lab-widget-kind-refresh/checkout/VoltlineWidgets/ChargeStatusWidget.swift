import WidgetKit
import SwiftUI

struct ChargeStatusWidget: Widget {
    // PR !2291: renamed from "AppWidget" so the new Tariff widget can have its own kind.
    // Widgets already on Home Screens still carry the old kind.
    let kind: String = "ChargeStatusWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ChargeStatusProvider()) { entry in
            ChargeStatusView(entry: entry).widgetURL(URL(string: "voltline://session/current"))
        }
        .configurationDisplayName("Charge status")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
