import SwiftUI
import BackgroundTasks

@main
struct BarkfactsApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var store = FactStore.shared

    var body: some Scene {
        WindowGroup {
            FactListView()
                .environmentObject(store)
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background {
                FactRefresher.shared.scheduleAppRefresh()
            }
        }
        .backgroundTask(.appRefresh(FactRefresher.taskIdentifier)) {
            await FactRefresher.shared.refresh()
        }
    }
}
