import Foundation
import SwiftQueue
import Testing
import UIKit
@testable import Ferrylog

@Suite("NightlyExportTests", .serialized)
struct NightlyExportTests {
    let exportStore = ExportStore.inMemory()

    @Test func exportJobRunsWhileActive() async throws {
        let coordinator = ExportCoordinator(store: exportStore, interval: 1)
        coordinator.start()
        try await Task.sleep(for: .seconds(3))
        #expect(exportStore.completedRuns >= 1)
        coordinator.stop()
    }

    @Test func exportRunsWhileAppInBackground() async throws {
        // The coordinator suspends the SwiftQueue manager on didEnterBackground and
        // hands the remaining work to BGProcessingTask "co.ferrylog.app.export".
        let coordinator = ExportCoordinator(store: exportStore, interval: 60)
        coordinator.start()
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }
        try await Task.sleep(for: .seconds(150))
        #expect(exportStore.completedRuns >= 2)
        coordinator.stop()
    }
}
