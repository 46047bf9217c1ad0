import Testing
import BackgroundTasks
@testable import BeaconAlerts

@Suite("Alert background refresh")
struct AlertBackgroundRefreshTests {
    @Test("Alert refresh handler registers at launch")
    func registersAlertRefreshHandler() {
        // BeaconDemo's AppDelegate calls BeaconAlerts.registerBackgroundRefresh() in
        // application(_:didFinishLaunchingWithOptions:), before this test runs.
        let registration = BeaconAlerts.backgroundRefreshRegistration
        #expect(registration == .registered(identifier: "dev.beacon.alerts.refresh"))
    }

    @Test("Refresh request asks for the next alert window")
    func refreshRequestUsesNextAlertWindow() throws {
        let scheduler = RecordingTaskScheduler()
        let clock = FixedClock(now: .init(timeIntervalSince1970: 1_786_000_000))
        let refresh = AlertRefreshScheduler(scheduler: scheduler, clock: clock, window: .minutes(30))

        try refresh.schedule()

        let request = try #require(scheduler.submitted.first as? BGAppRefreshTaskRequest)
        #expect(request.identifier == "dev.beacon.alerts.refresh")
        #expect(request.earliestBeginDate == clock.now.addingTimeInterval(30 * 60))
    }

    @Test("Evaluating rules with no alerts completes the task")
    func evaluationWithNoAlertsCompletes() async throws {
        let task = FakeRefreshTask()
        await AlertEvaluator(rules: []).run(task)
        #expect(task.completed == [true])
    }
}
