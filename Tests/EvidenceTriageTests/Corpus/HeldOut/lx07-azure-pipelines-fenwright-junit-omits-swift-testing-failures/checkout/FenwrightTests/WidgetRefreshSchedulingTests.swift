import BackgroundTasks
import Foundation
import Testing
@testable import Fenwright

/// Talks to the real BGTaskScheduler in the Simulator test host.
@Suite struct WidgetRefreshSchedulingTests {
    @Test(.timeLimit(.minutes(3)))
    func systemLaunchesWidgetRefreshWithinTwoMinutes() async throws {
        let request = BGAppRefreshTaskRequest(identifier: WidgetRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("[WidgetRefresh] submit failed: \(error)")
        }
        await confirmation("system ran the widget refresh") { ran in
            for await _ in NotificationCenter.default.notifications(named: .widgetRefreshDidRun) {
                ran()
                break
            }
        }
    }
}
