import Sentry
import SwiftUI

@main
struct FernhollowApp: App {
    init() {
        SentrySDK.start { options in
            options.dsn = Secrets.sentryDSN
            options.tracesSampleRate = 1.0
            options.enableCoreDataTracing = true
        }
        PlantReminderRefresh.register()
    }

    var body: some Scene {
        WindowGroup { RootView() }
            .modelContainer(for: Plant.self)
    }
}
