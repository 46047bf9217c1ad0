import SwiftUI
import SwiftData
#if os(iOS)
import BackgroundTasks
#endif

@main
struct CairnboardApp: App {
    @Environment(\.scenePhase) private var scenePhase

    private let persistence = PersistenceController.shared
    private let syncEngine: SyncEngine
    private let scheduler: SyncScheduler

    init() {
        let engine = SyncEngine(store: PersistenceController.shared.boardStore)
        syncEngine = engine
        scheduler = SyncScheduler(interval: .seconds(300)) {
            await engine.triggerSync()
        }
    }

    var body: some Scene {
        WindowGroup {
            BoardListView()
                .modelContainer(persistence.container)
                .environment(syncEngine)
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active:
                // Foreground: poll Fizzy every five minutes while the board is open.
                scheduler.start()
            case .background:
                scheduler.stop()
                #if os(iOS)
                BackgroundRefresh.submitBackgroundRefreshRequest()
                #endif
            default:
                break
            }
        }
        #if os(iOS)
        .backgroundTask(.appRefresh(BackgroundRefresh.identifier)) {
            let coordinator = BackgroundRefreshCoordinator(provider: syncEngine, budget: .seconds(25))
            _ = await coordinator.performBackgroundRefresh()
            BackgroundRefresh.submitBackgroundRefreshRequest()
        }
        #endif
    }
}
