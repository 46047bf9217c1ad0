// TerraKit Toolkit — OfflineManager
//
// Downloads offline map areas. Since 200.6 the offline manager owns a private,
// non-shared job manager so it does not interfere with jobs the app manages itself.

import Foundation
import SwiftUI

@MainActor
public final class OfflineManager: ObservableObject {
    public static let shared = OfflineManager()

    /// The job manager used for offline map area jobs.
    public let jobManager = JobManager(uniqueID: "offlineManager")

    public var jobCompletionAction: ((any JobProtocol) -> Void)?

    public func startDownload(for area: OfflineMapArea) async throws {
        let job = try await area.makeDownloadJob()
        jobManager.jobs.append(job)
        job.start()
    }
}

public extension SwiftUI.Scene {
    /// Sets up the offline components: background status checks and relaunch
    /// after background downloads complete.
    @MainActor
    func offlineManager(
        preferredBackgroundStatusCheckSchedule: BackgroundStatusCheckSchedule,
        jobCompletion jobCompletionAction: ((any JobProtocol) -> Void)? = nil
    ) -> some SwiftUI.Scene {
        OfflineManager.shared.jobManager.preferredBackgroundStatusCheckSchedule = preferredBackgroundStatusCheckSchedule
        OfflineManager.shared.jobCompletionAction = jobCompletionAction
        return self.backgroundTask(.urlSession(TerraKitEnvironment.defaultBackgroundURLSessionIdentifier)) {
            await TerraKitEnvironment.backgroundURLSession.handleEventsForBackgroundURLSession()
        }
    }
}
