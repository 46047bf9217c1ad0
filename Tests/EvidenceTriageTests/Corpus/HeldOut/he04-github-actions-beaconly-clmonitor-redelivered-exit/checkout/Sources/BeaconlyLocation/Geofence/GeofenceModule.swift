import Foundation

public enum GeofenceModule {
    public static func initialize() {
        // Not awaited: a cold background launch must return from didFinishLaunching quickly.
        Task.detached(priority: .utility) {
            await GeofenceBootstrap(graph: .shared).run()
        }
    }
}
