import SwiftUI

@main
struct BrambleworksApp: App {

    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var model = InventoryModel()

    var body: some Scene {
        WindowGroup {
            InventoryView()
                .environmentObject(model)
        }
        .onChange(of: scenePhase) { phase in
            switch phase {
            case .background:
                // Register (once) and ask for the next restock refresh when
                // the user leaves the app.
                RestockRefresh.shared.registerIfNeeded(model: model)
                RestockRefresh.shared.scheduleNext()
            case .active:
                model.refreshBadges()
            default:
                break
            }
        }
    }
}
