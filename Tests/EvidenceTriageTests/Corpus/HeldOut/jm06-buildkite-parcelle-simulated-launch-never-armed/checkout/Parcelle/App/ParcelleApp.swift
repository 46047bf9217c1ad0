import BackgroundTasks
import SwiftUI

@main
struct ParcelleApp: App {
    @Environment(\.scenePhase) private var scenePhase

    init() {
        ClaimsRefresh.register()
        #if DEBUG
        SmokeHooks.install()
        #endif
    }

    var body: some Scene {
        WindowGroup { DeliveriesView() }
            .onChange(of: scenePhase) { _, phase in
                // A refresh request is armed only when the app goes to the background.
                if phase == .background { ClaimsRefresh.schedule() }
            }
    }
}
