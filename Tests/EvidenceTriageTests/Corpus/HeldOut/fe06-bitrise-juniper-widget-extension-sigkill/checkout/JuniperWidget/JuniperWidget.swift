import WidgetKit
import SwiftUI
import FirebaseCore
import FirebaseCrashlytics

@main
struct JuniperWidgetBundle: WidgetBundle {
    init() {
        FirebaseApp.configure()        // added with the Crashlytics rollout (#1440)
    }

    var body: some Widget {
        DosesWidget()
    }
}

struct DosesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "doses", provider: DosesProvider()) { entry in
            DosesWidgetView(entry: entry)
        }
        .configurationDisplayName("Juniper Doses")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
