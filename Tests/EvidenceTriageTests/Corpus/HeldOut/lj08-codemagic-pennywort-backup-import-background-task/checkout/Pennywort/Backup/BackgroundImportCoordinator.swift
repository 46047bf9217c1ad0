import UIKit

/// Keeps a backup import running for as long as iOS grants background time (about 30 s),
/// then suspends it so it can resume in the foreground.
@MainActor
final class BackgroundImportCoordinator {
    private let application: BackgroundTaskApplication
    private let importer: ImportControlling
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, importer: ImportControlling) {
        self.application = application
        self.importer = importer
    }

    func sceneDidEnterBackground() {
        guard importer.state == .running else { return }
        taskID = application.beginBackgroundTask(withName: "backup-import") { [weak self] in
            guard let self else { return }
            self.application.endBackgroundTask(self.taskID)
            self.taskID = .invalid
            NSLog("[Import] background time expired")
        }
        importer.onFinish = { [weak self] in
            self?.taskID = .invalid
        }
    }
}
