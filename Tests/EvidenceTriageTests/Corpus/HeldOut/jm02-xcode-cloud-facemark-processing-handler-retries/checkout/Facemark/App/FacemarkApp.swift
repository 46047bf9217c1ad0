import BackgroundTasks
import SwiftUI

@main
struct FacemarkApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var session = ReviewSession()

    init() {
        MatchBackgroundTask.register()
    }

    var body: some Scene {
        WindowGroup {
            ReviewRootView(session: session)
                .onAppear { MatchBackgroundTask.bind(session) }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { MatchBackgroundTask.scheduleTonight() }
        }
    }
}
