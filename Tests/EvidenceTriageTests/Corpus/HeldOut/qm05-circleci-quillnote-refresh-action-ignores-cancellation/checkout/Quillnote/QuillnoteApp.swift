import SwiftUI
import BackgroundTasks

@main
struct QuillnoteApp: App {
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
        .onChange(of: phase) { _, newPhase in
            if newPhase == .background { SyncScheduler.scheduleNextSync() }
        }
        .backgroundTask(.appRefresh(SyncScheduler.identifier)) {
            SyncScheduler.scheduleNextSync()
            await NotebookSync.shared.run()
        }
        .backgroundTask(.urlSession(SyncScheduler.sessionIdentifier)) {
            await NotebookSync.shared.finishBackgroundTransfers()
        }
    }
}
