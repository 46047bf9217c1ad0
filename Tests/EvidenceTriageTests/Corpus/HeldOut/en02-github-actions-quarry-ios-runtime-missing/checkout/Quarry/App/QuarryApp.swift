import SwiftUI
import BackgroundTasks

@main
struct QuarryApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { RootView() }
            .backgroundTask(.appRefresh("dev.quarry.ledger.refresh")) {
                await LedgerRefreshJob.live().run()
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { LedgerRefreshScheduler.scheduleNext() }
            }
    }
}
