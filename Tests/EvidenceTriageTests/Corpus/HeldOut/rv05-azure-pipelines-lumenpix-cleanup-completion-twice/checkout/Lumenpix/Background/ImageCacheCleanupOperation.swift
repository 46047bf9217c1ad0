import Foundation

/// Trims the on-disk image cache. Runs inside the `com.lumenpix.app.cacheCleanup`
/// BGProcessingTask; `cancel()` is called from the task's expiration handler.
final class ImageCacheCleanupOperation {
    typealias Completion = (Result<Int, Error>) -> Void

    private let cache: DiskImageCache
    private let queue = DispatchQueue(label: "com.lumenpix.cleanup")
    private let lock = NSLock()
    private var completion: Completion?
    private var workItem: DispatchWorkItem?

    init(cache: DiskImageCache) { self.cache = cache }

    func start(byteLimit: Int, completion: @escaping Completion) {
        self.completion = completion
        let item = DispatchWorkItem { [weak self] in
            guard let self else { return }
            let removed = self.cache.trim(toBytes: byteLimit)
            self.finish(.success(removed))
        }
        workItem = item
        queue.async(execute: item)
    }

    func cancel() {
        workItem?.cancel()
        finish(.failure(CancellationError()))
    }

    private func finish(_ result: Result<Int, Error>) {
        lock.lock()
        let callback = completion
        lock.unlock()
        callback?(result)
    }
}
