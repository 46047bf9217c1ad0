import Foundation

final class PhotoUploadQueue {
    private let queue: OperationQueue = {
        let q = OperationQueue()
        q.maxConcurrentOperationCount = 2
        return q
    }()
    let uploader: Uploading
    init(uploader: Uploading) { self.uploader = uploader }

    func enqueue(_ photo: PlantPhoto, completion: @escaping () -> Void) {
        let op = UploadOperation(photo: photo, uploader: uploader)
        // BUG: the completion is chained to a dependency that is only added when the
        // queue is suspended; for a running queue the finishing operation never executes.
        let finish = BlockOperation(block: completion)
        if queue.isSuspended { finish.addDependency(op) }
        queue.addOperation(op)
        if queue.isSuspended { queue.addOperation(finish) }
    }
}
