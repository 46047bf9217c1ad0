import Foundation

public final class DriftwatchSDK {
    public enum State: Equatable { case stopped, active }

    public private(set) var state: State = .stopped
    let tracer: Tracer
    let background: BackgroundTaskManager

    init(tracer: Tracer, backgroundFactory: (BackgroundWorkHandling) -> BackgroundTaskManager) {
        self.tracer = tracer
        self.background = backgroundFactory(tracer)
        background.register()
    }

    public func startTracing() throws {
        try tracer.start()
        background.scheduleAll()
        state = .active
    }

    public func stopTracing() {
        tracer.stop()
        state = .stopped
    }
}
