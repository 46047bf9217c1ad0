import SwiftUI
import WatchKit

/// Handles the tap on the iPhone's workout Live Activity (shown on the watch as
/// the .small supplemental family) by opening the current run.
struct WorkoutLiveActivityLauncher: ViewModifier {
    @Environment(\.scenePhase) private var phase
    let router: WatchRouter

    func body(content: Content) -> some View {
        content.onContinueUserActivity(WorkoutActivityAttributes.activityType) { _ in
            router.show(.currentRun)
        }
    }
}
