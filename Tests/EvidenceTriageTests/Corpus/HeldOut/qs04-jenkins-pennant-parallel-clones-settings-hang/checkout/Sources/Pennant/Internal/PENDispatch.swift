import Foundation

private let queueKey = DispatchSpecificKey<UnsafeMutableRawPointer>()

/// Runs `block` on `queue`; when already on it, runs inline.
func pen_dispatch_specific(_ queue: DispatchQueue, wait: Bool, _ block: @escaping () -> Void) {
    let token = Unmanaged.passUnretained(queue).toOpaque()
    if DispatchQueue.getSpecific(key: queueKey) == token {
        block()
    } else if wait {
        queue.sync(execute: block)
    } else {
        queue.async(execute: block)
    }
}

func pen_mark(_ queue: DispatchQueue) {
    queue.setSpecific(key: queueKey, value: Unmanaged.passUnretained(queue).toOpaque())
}
