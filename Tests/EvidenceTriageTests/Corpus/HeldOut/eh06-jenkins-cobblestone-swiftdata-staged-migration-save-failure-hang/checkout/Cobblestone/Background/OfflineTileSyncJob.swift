import CoreData

/// Refreshes stale offline map tiles. Runs in the
/// com.cobblestone.app.tileSync BGProcessingTask.
final class OfflineTileSyncJob: Operation {
    private let context: NSManagedObjectContext
    private let fetcher: TileFetching
    var onFinish: ((Bool) -> Void)?

    private var _executing = false
    private var _finished = false
    override var isAsynchronous: Bool { true }
    override var isExecuting: Bool { _executing }
    override var isFinished: Bool { _finished }

    init(context: NSManagedObjectContext, fetcher: TileFetching) {
        self.context = context
        self.fetcher = fetcher
    }

    override func start() {
        willChangeValue(forKey: "isExecuting"); _executing = true; didChangeValue(forKey: "isExecuting")
        fetcher.staleTiles { [self] tiles in
            context.perform { [self] in
                for tile in tiles { TileRecord.upsert(tile, in: context) }
                do {
                    try context.save()
                    finish(success: true)
                } catch {
                    context.rollback()
                }
            }
        }
    }

    private func finish(success: Bool) {
        willChangeValue(forKey: "isExecuting"); willChangeValue(forKey: "isFinished")
        _executing = false; _finished = true
        didChangeValue(forKey: "isExecuting"); didChangeValue(forKey: "isFinished")
        onFinish?(success)
    }
}
