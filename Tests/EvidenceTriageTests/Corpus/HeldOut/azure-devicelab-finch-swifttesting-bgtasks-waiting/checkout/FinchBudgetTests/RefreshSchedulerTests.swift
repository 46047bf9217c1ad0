import Testing
import BackgroundTasks
@testable import FinchBudget

/// Hosted in FinchBudget.app on the lab iPhone (plugged into the lab charger, Wi-Fi on).
@Suite(.serialized) struct RefreshSchedulerTests {
    let scheduler = BackgroundScheduler.shared

    @Test func refreshHandlerRunsAfterSubmission() async throws {
        try scheduler.submitRefresh(earliestIn: .seconds(60))
        let ran = await scheduler.waitForHandler("com.finchbudget.app.refresh", timeout: .seconds(960))
        #expect(ran, "refresh handler should have run within 16 minutes of submission")
    }

    @Test func processingTaskRunsWhileOnCharger() async throws {
        try scheduler.submitReconcile(requiresExternalPower: true, requiresNetwork: true)
        let ran = await scheduler.waitForHandler("com.finchbudget.app.reconcile", timeout: .seconds(600))
        #expect(ran, "device is on the lab charger, reconcile should have started")
    }
}
