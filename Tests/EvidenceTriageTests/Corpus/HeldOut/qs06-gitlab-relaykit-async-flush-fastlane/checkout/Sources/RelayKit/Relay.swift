import Foundation

public final class Relay {
    let destination: RelayDestination
    var flushHook: ((Bool) -> Void)?

    init(destination: RelayDestination) { self.destination = destination }

    public func flush() {
        DispatchQueue.main.async {
            self.flushHook?(Thread.isMainThread)
            self.destination.flush()
        }
    }
}
