import Testing
import BackgroundTasks
import Foundation
@testable import Kestrel

@Suite("Background scheduling", .serialized)
struct BackgroundSchedulingTests {

    @Test func submitStepSyncRequest() throws {
        let request = BGProcessingTaskRequest(identifier: TaskIDs.stepSync)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: TaskIDs.stepSync)
    }

    @Test func infoPlistDeclaresProcessingMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        #expect(modes.contains("processing"))
    }

    @Test func permittedIdentifiersContainAllTaskIDs() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        #expect(Set(TaskIDs.all).isSubset(of: permitted))
    }
}
