//
//  BackgroundTaskIdentifiers.swift
//  Larchmont
//

import BackgroundTasks
import Foundation

/// Task identifiers are derived from the bundle identifier so that Debug,
/// Beta and Release installs can live side by side on one device. The
/// matching BGTaskSchedulerPermittedIdentifiers entries are written into the
/// built Info.plist by Scripts/stamp-bgtask-ids.sh (run-script phase
/// "Stamp BG task identifiers").
enum BackgroundTaskIdentifiers {
    static var refresh: String { "\(Bundle.main.bundleIdentifier!).refresh" }
    static var photoUpload: String { "\(Bundle.main.bundleIdentifier!).photo-upload" }
}

enum BackgroundTaskRegistrar {
    static func registerAll(uploader: PhotoUploadJob, refresher: InspectionRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIdentifiers.refresh, using: nil) { task in
            refresher.handle(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIdentifiers.photoUpload, using: nil) { task in
            uploader.handle(task as! BGProcessingTask)
        }
    }
}
