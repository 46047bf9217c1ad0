import CoreData

/// Syncs the site's preferred editor (block / classic) into the local Blog entity.
final class EditorSettingsService {
    private let manager: ContextManager
    private let remote: EditorSettingsRemote

    init(manager: ContextManager, remote: EditorSettingsRemote) {
        self.manager = manager
        self.remote = remote
    }

    func syncEditorSettings(for blogID: NSManagedObjectID, success: @escaping () -> Void,
                            failure: @escaping (Error) -> Void) {
        remote.getEditorSettings { [manager] result in
            switch result {
            case .failure(let error):
                failure(error)
            case .success(let settings):
                manager.performAndSave({ context in
                    guard let blog = try? context.existingObject(with: blogID) as? Blog else {
                        failure(SyncError.blogNotFound)
                        return
                    }
                    blog.mobileEditor = settings.mobile
                    blog.webEditor = settings.web
                }, completion: {
                    success()
                })
            }
        }
    }
}
