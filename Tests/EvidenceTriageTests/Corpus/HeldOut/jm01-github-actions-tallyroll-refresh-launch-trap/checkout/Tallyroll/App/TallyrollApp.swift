import SwiftUI
import TallyrollCore

@main
struct TallyrollApp: App {
    @Environment(\.scenePhase) private var scenePhase
    private let coordinator: NotificationCoordinator

    init() {
        let coordinator = NotificationCoordinator(scheduler: ReminderScheduler.live())
        coordinator.start()
        self.coordinator = coordinator
        #if DEBUG
        SmokeHooks.installIfRequested()
        #endif
    }

    var body: some Scene {
        WindowGroup {
            RootView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                coordinator.scheduleNextBackgroundRefresh()
            }
        }
    }
}
