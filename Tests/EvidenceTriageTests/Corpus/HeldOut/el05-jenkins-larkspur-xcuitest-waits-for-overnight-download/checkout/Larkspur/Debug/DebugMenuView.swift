#if DEBUG
import BackgroundTasks
import SwiftUI

struct DebugMenuView: View {
    var body: some View {
        List {
            Button("Simulate feed refresh") {
                // Same private hook as the lldb command; it only works when a
                // request for the identifier is pending.
                let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
                _ = BGTaskScheduler.shared.perform(selector, with: FeedRefresh.identifier)
            }
            .accessibilityIdentifier("debug.simulate-feed-refresh")
        }
    }
}
#endif
