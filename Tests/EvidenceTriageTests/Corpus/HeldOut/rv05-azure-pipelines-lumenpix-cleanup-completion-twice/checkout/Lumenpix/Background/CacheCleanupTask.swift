import BackgroundTasks

protocol CompletableTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: CompletableTask {}

enum CacheCleanupTask {
    static let identifier = "com.lumenpix.app.cacheCleanup"

    static func handle(_ task: CompletableTask, cache: DiskImageCache) {
        let operation = ImageCacheCleanupOperation(cache: cache)
        task.expirationHandler = {
            operation.cancel()
            task.setTaskCompleted(success: false)
        }
        operation.start(byteLimit: 200 * 1024 * 1024) { result in
            if case .success = result { task.setTaskCompleted(success: true) }
            else { task.setTaskCompleted(success: false) }
        }
    }
}
