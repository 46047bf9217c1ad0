import SwiftUI

@main
struct QuietpineApp: App {
    @Environment(\.scenePhase) private var scenePhase

    init() {
        RoutineRefresh.shared.register()
    }

    var body: some Scene {
        WindowGroup {
            TodayView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                RoutineRefresh.shared.scheduleAppRefresh()
            }
        }
    }
}
