import CoreData
import UIKit

/// Saves the editing context when the app resigns active, inside a UIKit background task
/// so the save can finish after the app moves to the background.
final class SaveContextTask {
    private let application: BackgroundTaskApplication
    private let context: NSManagedObjectContext
    private var taskIdentifier: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, context: NSManagedObjectContext) {
        self.application = application
        self.context = context
    }

    func saveInBackground(completion: @escaping (Error?) -> Void) {
        let identifier = application.beginBackgroundTask(withName: "SaveContext") { [weak self] in
            self?.endTask()
        }
        NSLog("[Almanac.Persistence] began background task %lu for context save", identifier.rawValue)
        context.perform { [weak self] in
            var saveError: Error?
            do {
                if self?.context.hasChanges == true { try self?.context.save() }
            } catch {
                saveError = error
            }
            DispatchQueue.main.async {
                self?.endTask()
                completion(saveError)
            }
        }
    }

    private func endTask() {
        guard taskIdentifier != .invalid else { return }
        application.endBackgroundTask(taskIdentifier)
        taskIdentifier = .invalid
    }
}

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskApplication {}
