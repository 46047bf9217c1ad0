import BackgroundTasks
import Testing
@testable import Larkspur

/// Runs on the Simulator against the real scheduler.
@Suite struct BackgroundDownloadTests {
    @Test func processingRequestAcceptedOnSimulator() {
        let request = BGProcessingTaskRequest(identifier: "com.larkspur.podcasts.episode-download")
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        #expect(throws: Never.self) {
            try BGTaskScheduler.shared.submit(request)
        }
    }
}
