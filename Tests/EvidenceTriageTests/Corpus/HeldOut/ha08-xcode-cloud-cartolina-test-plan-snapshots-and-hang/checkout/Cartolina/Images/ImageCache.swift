import UIKit

/// Decodes each postcard image once and shares the result between concurrent callers.
final class ImageCache {
    private var images: [String: UIImage] = [:]
    private var inFlight: [String: DispatchSemaphore] = [:]
    private let lock = NSLock()
    private let decode: (String) -> UIImage

    init(decode: @escaping (String) -> UIImage) { self.decode = decode }

    func image(named name: String) -> UIImage {
        lock.lock()
        if let cached = images[name] { lock.unlock(); return cached }
        if let pending = inFlight[name] {
            pending.wait()                       // waits while still holding `lock`
            lock.unlock()
            return images[name]!
        }
        let semaphore = DispatchSemaphore(value: 0)
        inFlight[name] = semaphore
        lock.unlock()

        let image = decode(name)

        lock.lock()
        images[name] = image
        inFlight[name] = nil
        lock.unlock()
        semaphore.signal()
        return image
    }
}
