import Dispatch

/// Drops decoded map tiles when the system reports memory pressure.
final class TileMemoryMonitor: @unchecked Sendable {   // module default isolation: MainActor
    private var source: DispatchSourceMemoryPressure?
    let cache: TileCache
    init(cache: TileCache) { self.cache = cache }

    func start() {
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .global(qos: .utility))
        source.setEventHandler { [weak self] in
            self?.cache.purgeDecoded()
        }
        source.resume()
        self.source = source
    }
}
